import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { registerSchema, type RegisterRequest } from '@chegada/contracts';
import { Public } from '../auth';
import { ApiYupBody, YupValidationPipe } from '../common';
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
  @ApiYupBody(registerSchema)
  @ApiResponse({ status: 201, description: '{ user, token }, the user as GET /api/me shows it' })
  @ApiResponse({
    status: 400,
    description: 'VALIDATION_FAILED with the field errors, e.g. email: Email already registered',
  })
  @ApiResponse({ status: 429, description: 'TOO_MANY_ATTEMPTS: over 10 registrations an hour' })
  handle(
    @Body(new YupValidationPipe(registerSchema)) body: RegisterRequest,
    @Ip() ip: string,
  ): Promise<SessionResponse> {
    return this.registration.register(body, ip);
  }
}
