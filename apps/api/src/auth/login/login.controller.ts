import { Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { loginSchema, type LoginRequest } from '@chegada/contracts';
import type { Request } from 'express';
import { YupBody, ApiAnswers, requestLocale } from '../../common';
import { Public } from '../../common';
import { LoginService, type LoginResponse } from './login.service';

@ApiTags('auth')
@Controller('login')
export class LoginController {
  constructor(private readonly login: LoginService) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchanges e-mail and password (and, when asked for, a one-time code) for a token',
    description:
      'While an account is capped by failures from other addresses, a login from an address ' +
      'that never failed at it answers LOGIN_CODE_REQUIRED whether or not the password was ' +
      'right; only when it was, a 6-digit code is e-mailed to the user (valid 10 minutes, ' +
      'once, 5 tries). Send it again with `code` to get in.',
  })
  @ApiAnswers({
    200: '{ user, token }',
    401:
      'INVALID_CREDENTIALS; LOGIN_CODE_REQUIRED (send `code` from the e-mail); ' +
      'LOGIN_CODE_INVALID (the code or the password is wrong, or the code expired or was used)',
    429:
      'TOO_MANY_ATTEMPTS, with a Retry-After header (seconds): after 5 failures of one ' +
      'address at one account, each further failure doubles its wait (2 s up to 15 min); ' +
      'also after 10 failures of one address within 15 minutes, or 100 at one account ' +
      'from addresses it has not logged in from',
  })
  handle(
    @YupBody(loginSchema) body: LoginRequest,
    @Ip() ip: string,
    @Req() request: Request,
  ): Promise<LoginResponse> {
    return this.login.login(body, { ip, locale: requestLocale(request) });
  }
}
