import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../common';
import type { SessionUser } from './session-user';
import { SessionUserService } from './session-user.service';

@ApiTags('accounts')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  constructor(private readonly sessionUsers: SessionUserService) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user, its company and current subscription' })
  @ApiResponse({
    status: 200,
    description:
      '{ id, name, email, role, phone, image, company: { id, name, cnpj, website, ' +
      'friendlyCode, quantityOfProperties } | null, currentSubscription: { status, ' +
      'plan: { name }, startedAt, endsAt, trialDaysLeft, paymentLink } | null }',
  })
  @ApiResponse({ status: 401, description: 'UNAUTHENTICATED: no token, or its user is gone' })
  me(@CurrentUser() user: AuthenticatedUser): Promise<SessionUser> {
    return this.sessionUsers.get(user.id);
  }
}
