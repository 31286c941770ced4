import { Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { registerSchema, type RegisterRequest } from '@chegada/contracts';
import { YupBody, ApiAnswers, requestLocale, Public } from '../common';
import type { SessionResponse } from '../me';
import { RegistrationService } from './registration.service';

@ApiTags('accounts')
@Controller('register')
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Public()
  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Creates a store owner with its company and a 30-day free trial, signed in',
  })
  @ApiAnswers({
    201: '{ user, token }, the user as GET /api/me shows it',
    400: 'VALIDATION_FAILED with the field errors, e.g. email: Email already registered',
    429: 'TOO_MANY_ATTEMPTS: over 10 registrations an hour',
  })
  handle(
    @YupBody(registerSchema) body: RegisterRequest,
    @Ip() ip: string,
    @Req() request: Request,
  ): Promise<SessionResponse> {
    // The language of the page registered from: the worker's e-mails are written in it.
    return this.registration.register(body, ip, requestLocale(request));
  }
}
