import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { profileSchema, type ProfileRequest } from '@chegada/contracts';
import { ApiYupBody, CurrentUser, YupValidationPipe, type AuthenticatedUser } from '../common';
import type { SessionUser } from './session-user';
import { SessionUserService } from './session-user.service';

const SESSION_USER =
  '{ id, name, email, role, phone, image, company: { id, name, cnpj, website, ' +
  'friendlyCode, quantityOfProperties } | null, currentSubscription: { status, ' +
  'plan: { name }, startedAt, endsAt, trialDaysLeft, paymentLink } | null }';

@ApiTags('accounts')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  constructor(private readonly sessionUsers: SessionUserService) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user, its company and current subscription' })
  @ApiResponse({ status: 200, description: SESSION_USER })
  @ApiResponse({ status: 401, description: 'UNAUTHENTICATED: no token, or its user is gone' })
  me(@CurrentUser() user: AuthenticatedUser): Promise<SessionUser> {
    return this.sessionUsers.get(user.id);
  }

  @Put()
  @ApiOperation({
    summary: "Changes the signed-in user's own name and phone (an empty phone clears it)",
  })
  @ApiYupBody(profileSchema)
  @ApiResponse({ status: 200, description: `The session user as GET /api/me: ${SESSION_USER}` })
  @ApiResponse({ status: 400, description: 'VALIDATION_FAILED: name missing, phone invalid' })
  @ApiResponse({ status: 401, description: 'UNAUTHENTICATED' })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new YupValidationPipe(profileSchema)) body: ProfileRequest,
  ): Promise<SessionUser> {
    return this.sessionUsers.updateProfile(user.id, body);
  }
}
