import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservationPageQuerySchema, type ReservationPageQuery } from '@chegada/contracts';
import { YupQuery, ApiAnswers, CurrentUser, type AuthenticatedUser } from '../../../common';
import { Roles } from '../../../auth';
import { QueryClock } from '../query-clock';
import type { Page, ReservationListItem } from '../reservation-item';
import { ReservationHistoryRepository } from './reservation-history.repository';

const PAGE_DESCRIPTION =
  '{ items: [the list’s items], total, lastPage }, the latest check-out first';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('stays/reservations')
export class ReservationHistoryController {
  constructor(
    private readonly history: ReservationHistoryRepository,
    private readonly clock: QueryClock,
  ) {}

  @Get('history')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: 'Past reservations: checkout finished, cancelled, or check-out already gone by',
  })
  @ApiAnswers({ 200: PAGE_DESCRIPTION, 403: 'FORBIDDEN: admins have no reservations' })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @YupQuery(reservationPageQuerySchema)
    query: ReservationPageQuery,
  ): Promise<Page<ReservationListItem>> {
    return this.history.history(user.accountId, query, this.clock.now());
  }

  @Get('history-form')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: 'Past guest forms of the account, for a returning guest to reuse',
    description:
      'Reservations whose form is complete (waiting for approval, approved or checked out) ' +
      'and whose guest data was not removed.',
  })
  @ApiAnswers({ 200: PAGE_DESCRIPTION, 403: 'FORBIDDEN: admins have no reservations' })
  pastForms(
    @CurrentUser() user: AuthenticatedUser,
    @YupQuery(reservationPageQuerySchema)
    query: ReservationPageQuery,
  ): Promise<Page<ReservationListItem>> {
    return this.history.pastForms(user.accountId, query, this.clock.now());
  }
}
