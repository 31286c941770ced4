import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { MeController } from './me.controller';
import { SessionUserRepository } from './session-user.repository';
import { SessionUserService } from './session-user.service';

/** GET /api/me, and the session user that login and registration answer with. */
@Module({
  imports: [AccountsModule],
  controllers: [MeController],
  providers: [SessionUserRepository, SessionUserService],
  exports: [SessionUserService],
})
export class MeModule {}
