import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { brasilApiProvider } from './providers/brasil-api.provider';
import { viaCepProvider } from './providers/via-cep.provider';
import { ZipController } from './zip.controller';
import { ZIP_PROVIDERS, ZipService } from './zip.service';

/** GET /api/zip/:cep: BrasilAPI first, ViaCEP as fallback, answers cached in Redis. */
@Module({
  controllers: [ZipController],
  providers: [
    {
      provide: ZIP_PROVIDERS,
      inject: [CONFIG],
      useFactory: (config: Config) => [
        brasilApiProvider(config.ZIP_BRASILAPI_URL),
        viaCepProvider(config.ZIP_VIACEP_URL),
      ],
    },
    ZipService,
  ],
})
export class ZipModule {}
