import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  BearerController,
  ApiAnswers,
  CurrentUser,
  type AuthenticatedUser,
  Roles,
} from '../../../common';
import { QueryClock } from '../query-clock';
import { DashboardRepository, type Dashboard } from './dashboard.repository';

@BearerController('reservations', 'dashboard')
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly clock: QueryClock,
  ) {}

  @Get()
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: 'The account’s reservation counters and the next 30 days’ arrivals and departures',
    description:
      'Days are calendar dates in the properties’ time zones: a reservation arrives on its ' +
      'check-in date and leaves on its check-out date where the property is. Hidden and ' +
      'cancelled reservations are not counted in the days.',
  })
  @ApiAnswers({
    200:
      '{ statistics: { pending, filling, waitingApproval, approved, checkoutFinished, refused, ' +
      'cancelled, hidden, total, preferencialReservations }, days: [{ date: "YYYY-MM-DD", ' +
      'arrivals, departures }] } with 30 days from today',
    403: 'FORBIDDEN: admins have no reservations',
  })
  show(@CurrentUser() user: AuthenticatedUser): Promise<Dashboard> {
    return this.dashboard.forAccount(user.accountId, this.clock.now());
  }
}
