import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { PasswordResetRepository } from './password-reset.repository';
import { RecoverPasswordController } from './recover-password/recover-password.controller';
import { RecoverPasswordService } from './recover-password/recover-password.service';
import { RecoverPasswordThrottle } from './recover-password/recover-password-throttle';
import { ResetPasswordController } from './reset-password/reset-password.controller';
import { ResetPasswordService } from './reset-password/reset-password.service';

/** Password recovery: POST /api/recover-password e-mails a link, /api/reset-password uses it. */
@Module({
  imports: [AccountsModule],
  controllers: [RecoverPasswordController, ResetPasswordController],
  providers: [
    PasswordResetRepository,
    RecoverPasswordService,
    RecoverPasswordThrottle,
    ResetPasswordService,
  ],
})
export class PasswordResetModule {}
