import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { createFileStore, FILE_STORE } from '@chegada/storage';
import { AccountsModule } from '../accounts';
import { MeModule } from '../me';
import { Avatars } from './avatars';
import { AvatarsController } from './avatars.controller';

/**
 * The users' photos (spec §3 `image`): uploaded on /u/perfil, served from the API host. Apart
 * from MeModule, which sign-in depends on, so that it may open a route to anonymous callers.
 */
@Module({
  imports: [AccountsModule, MeModule],
  controllers: [AvatarsController],
  providers: [
    Avatars,
    {
      provide: FILE_STORE,
      inject: [CONFIG],
      useFactory: (config: Config) => createFileStore(config),
    },
  ],
})
export class AvatarsModule {}
