import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessLogModule } from '../access-log';
import { AccountsModule } from '../accounts';
import { MeModule } from '../me';
import { MessageDeliveryModule } from '../message-delivery';
import { ActiveUsers } from './active-users';
import { AuthGuard } from './auth.guard';
import { ChangePasswordController } from './change-password/change-password.controller';
import { ChangePasswordService } from './change-password/change-password.service';
import { LoginController } from './login/login.controller';
import { LoginService } from './login/login.service';
import { LoginThrottle } from './login/login-throttle';
import { LoginCodeMail } from './login/login-code-mail';
import { LoginCodes } from './login/login-codes';
import { LogoutController } from './logout/logout.controller';
import { SessionAuthenticator } from './session-authenticator';
import { TokenService } from './token.service';

@Module({
  imports: [AccessLogModule, AccountsModule, MeModule, MessageDeliveryModule],
  controllers: [LoginController, LogoutController, ChangePasswordController],
  providers: [
    TokenService,
    ActiveUsers,
    SessionAuthenticator,
    LoginService,
    LoginThrottle,
    LoginCodes,
    LoginCodeMail,
    ChangePasswordService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService, SessionAuthenticator],
})
export class AuthModule {}
