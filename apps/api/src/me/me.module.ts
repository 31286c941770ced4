import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { CompaniesModule } from '../companies';
import { AccountLeadTimeRepository } from './account-lead-time.repository';
import { MeController } from './me.controller';
import { SessionUserService } from './session-user.service';

/** GET /api/me, and the session user that login and registration answer with. */
@Module({
  imports: [AccountsModule, CompaniesModule],
  controllers: [MeController],
  providers: [SessionUserService, AccountLeadTimeRepository],
  exports: [SessionUserService],
})
export class MeModule {}
