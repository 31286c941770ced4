import { Get, HttpCode, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  profileLanguageSchema,
  profileSchema,
  type ProfileLanguageRequest,
  type ProfileRequest,
} from '@chegada/contracts';
import {
  BearerController,
  YupBody,
  ApiAnswers,
  CurrentUser,
  type AuthenticatedUser,
} from '../common';
import type { SessionUser } from './session-user';
import { SessionUserService } from './session-user.service';

const SESSION_USER =
  '{ id, name, email, role, phone, image, company: { id, name, cnpj, website, ' +
  'friendlyCode, quantityOfProperties, accessReleaseHoursBeforeCheckIn, showDepositStep, ' +
  'guestLanguages } | ' +
  'null, ' +
  'currentSubscription: { status, ' +
  'plan: { name }, startedAt, endsAt, trialDaysLeft, paymentLink, ended } | null }';

@BearerController('accounts', 'me')
export class MeController {
  constructor(private readonly sessionUsers: SessionUserService) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user, its company and current subscription' })
  @ApiAnswers({ 200: SESSION_USER, 401: 'UNAUTHENTICATED: no token, or its user is gone' })
  me(@CurrentUser() user: AuthenticatedUser): Promise<SessionUser> {
    return this.sessionUsers.get(user.id);
  }

  @Put()
  @ApiOperation({
    summary: "Changes the signed-in user's own name and phone (an empty phone clears it)",
  })
  @ApiAnswers({
    200: `The session user as GET /api/me: ${SESSION_USER}`,
    400: 'VALIDATION_FAILED: name missing, phone invalid',
    401: 'UNAUTHENTICATED',
  })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @YupBody(profileSchema) body: ProfileRequest,
  ): Promise<SessionUser> {
    return this.sessionUsers.updateProfile(user.id, body);
  }

  @Put('language')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Stores the language the signed-in user chose in the app (owners and sub-users): the ' +
      "server's e-mails to them, billing's among them, are written in it",
  })
  @ApiAnswers({
    204: 'Stored',
    400: 'VALIDATION_FAILED: language missing or not pt-BR, en-US or es-ES',
    401: 'UNAUTHENTICATED',
  })
  async updateLanguage(
    @CurrentUser() user: AuthenticatedUser,
    @YupBody(profileLanguageSchema) body: ProfileLanguageRequest,
  ): Promise<void> {
    await this.sessionUsers.updateLanguage(user.id, body.language);
  }
}
