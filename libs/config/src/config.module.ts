import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Config } from './config';

/** Injection token of the parsed configuration. */
export const CONFIG = Symbol('CONFIG');

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: CONFIG, useValue: config }],
      exports: [CONFIG],
    };
  }
}
