import { applyDecorators, Get } from '@nestjs/common';
import { ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import { reservationPageQuerySchema, type ReservationPageQuery } from '@chegada/contracts';
import {
  BearerController,
  YupQuery,
  ApiAnswers,
  CurrentUser,
  type AuthenticatedUser,
  Roles,
} from '../../../common';
import { QueryClock } from '../query-clock';
import type { Page, ReservationListItem } from '../reservation-item';
import { ReservationHistoryRepository } from './reservation-history.repository';

const PAGE_DESCRIPTION =
  '{ items: [the list’s items], total, lastPage }, the latest check-out first';

/** A page of the account's past reservations, for its owner and sub-users. */
const PastReservationsRoute = (path: string, operation: ApiOperationOptions) =>
  applyDecorators(
    ApiAnswers({ 200: PAGE_DESCRIPTION, 403: 'FORBIDDEN: admins have no reservations' }),
    ApiOperation(operation),
    Roles('DEFAULT_USER', 'SUBUSER'),
    Get(path),
  );

@BearerController('reservations', 'stays/reservations')
export class ReservationHistoryController {
  constructor(
    private readonly history: ReservationHistoryRepository,
    private readonly clock: QueryClock,
  ) {}

  @PastReservationsRoute('history', {
    summary: 'Past reservations: checkout finished, cancelled, or check-out already gone by',
  })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @YupQuery(reservationPageQuerySchema) query: ReservationPageQuery,
  ): Promise<Page<ReservationListItem>> {
    return this.history.history(user.accountId, query, this.clock.now());
  }

  @PastReservationsRoute('history-form', {
    summary: 'Past guest forms of the account, for a returning guest to reuse',
    description:
      'Reservations whose form is complete (waiting for approval, approved or checked out) ' +
      'and whose guest data was not removed.',
  })
  pastForms(
    @CurrentUser() user: AuthenticatedUser,
    @YupQuery(reservationPageQuerySchema) query: ReservationPageQuery,
  ): Promise<Page<ReservationListItem>> {
    return this.history.pastForms(user.accountId, query, this.clock.now());
  }
}
