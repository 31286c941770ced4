import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  BearerController,
  ApiAnswers,
  CurrentUser,
  type AuthenticatedUser,
  Roles,
} from '../../common';
import { PerformanceRepository, type UserPerformance } from './performance.repository';

@BearerController('users', 'users/performance')
export class PerformanceController {
  constructor(private readonly performance: PerformanceRepository) {}

  @Get()
  @Roles('DEFAULT_USER')
  @ApiOperation({
    summary: 'Reservations approved and refused per user of the account, and time to approve',
    description:
      'One line per user of the account (the owner first, then its sub-users). Until the ' +
      'reservation read models exist, the figures are read from the audit trail: ' +
      'ReservationApproved and ReservationRefused events by their actor, and the minutes from ' +
      'the latest ReservationSubmitted before an approval (or the reservation’s first event). ' +
      'averageApprovalMinutes is null for a user with no approval; medianDecisionMinutes is the ' +
      'median time from submission to approval or refusal, null for a user with no decision.',
  })
  @ApiAnswers({
    200: '{ data: [{ userId, name, approved, refused, averageApprovalMinutes, medianDecisionMinutes }] }',
    403: 'FORBIDDEN: only the store owner',
  })
  async list(@CurrentUser() owner: AuthenticatedUser): Promise<{ data: UserPerformance[] }> {
    return { data: await this.performance.forAccount(owner.accountId) };
  }
}
