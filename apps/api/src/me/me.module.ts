import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { CompaniesModule } from '../companies';
import { SettingsModule } from '../settings';
import { SubscriptionGateModule } from '../subscription-gate';
import { MeController } from './me.controller';
import { SessionUserService } from './session-user.service';

/** GET /api/me, and the session user that login and registration answer with. */
@Module({
  imports: [AccountsModule, CompaniesModule, SettingsModule, SubscriptionGateModule],
  controllers: [MeController],
  providers: [SessionUserService],
  exports: [SessionUserService],
})
export class MeModule {}
