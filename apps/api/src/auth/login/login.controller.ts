import { Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { loginSchema, type LoginRequest } from '@chegada/contracts';
import { YupBody, ApiAnswers } from '../../common';
import { Public } from '../public.decorator';
import { LoginService, type LoginResponse } from './login.service';

@ApiTags('auth')
@Controller('login')
export class LoginController {
  constructor(private readonly login: LoginService) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchanges e-mail and password for a bearer token' })
  @ApiAnswers({
    200: '{ user, token }',
    401: 'INVALID_CREDENTIALS',
    429:
      'TOO_MANY_ATTEMPTS, with a Retry-After header (seconds): after 5 failures of one ' +
      'address at one account, each further failure doubles its wait (2 s up to 15 min); ' +
      'also after 10 failures of one address within 15 minutes, or 100 at one account ' +
      'from addresses it has not logged in from',
  })
  handle(@YupBody(loginSchema) body: LoginRequest, @Ip() ip: string): Promise<LoginResponse> {
    return this.login.login(body, ip);
  }
}
