import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { CompaniesModule } from '../companies';
import { SubscriptionGateModule } from '../subscription-gate';
import { AccountSessionSettingsRepository } from './account-session-settings.repository';
import { MeController } from './me.controller';
import { SessionUserService } from './session-user.service';

/** GET /api/me, and the session user that login and registration answer with. */
@Module({
  imports: [AccountsModule, CompaniesModule, SubscriptionGateModule],
  controllers: [MeController],
  providers: [SessionUserService, AccountSessionSettingsRepository],
  exports: [SessionUserService],
})
export class MeModule {}
