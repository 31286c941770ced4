import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountsModule } from '../accounts';
import { MeModule } from '../me';
import { ActiveUsers } from './active-users';
import { AuthGuard } from './auth.guard';
import { LoginController } from './login/login.controller';
import { LoginService } from './login/login.service';
import { LoginThrottle } from './login/login-throttle';
import { TokenService } from './token.service';

@Module({
  imports: [AccountsModule, MeModule],
  controllers: [LoginController],
  providers: [
    TokenService,
    ActiveUsers,
    LoginService,
    LoginThrottle,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService],
})
export class AuthModule {}
