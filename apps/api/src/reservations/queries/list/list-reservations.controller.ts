import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { reservationListQuerySchema, type ReservationListQuery } from '@chegada/contracts';
import {
  BearerController,
  YupQuery,
  ApiAnswers,
  CurrentUser,
  type AuthenticatedUser,
  Roles,
} from '../../../common';
import { QueryClock } from '../query-clock';
import { filtersOf } from '../reservation-filters';
import { ReservationListRepository, type ReservationListPage } from './reservation-list.repository';

@BearerController('reservations', 'stays/reservations')
export class ListReservationsController {
  constructor(
    private readonly reservations: ReservationListRepository,
    private readonly clock: QueryClock,
  ) {}

  @Get()
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: 'A page of the account’s reservations, with the dashboard counters',
    description:
      'Filters: `status[]` (repeatable; `status` too), `dateFilter` (today, tomorrow, ' +
      'next7days = today and the 6 days after, next30days) by check-in date in the property’s ' +
      'own time zone, `residenceId`, `source`, `search` (guest name, e-mail, phone, ' +
      'reservation id or an imported booking’s id on its channel, ignoring case), `hidden` (false by default: hidden reservations are ' +
      'listed only when asked for), `needsReview` (true: submitted reservations, not ' +
      'cancelled, finished or erased, whose identity ' +
      'checks ask the host to look, a guest whose liveness did not pass, whose face match is ' +
      'not "match", whose document reads unlike the form or expired, or whose CPF the Receita ' +
      'does not hold regular, under the name and birth date typed; false: the others). ' +
      '`statistics` count the reservations the other filters ' +
      'select regardless of `status[]`, `hidden` and `needsReview`, which they break down into ' +
      'pending, filling, waitingApproval, approved, checkoutFinished, refused, cancelled, ' +
      'hidden, total (not hidden) and preferencialReservations.',
  })
  @ApiAnswers({
    200:
      '{ items: [{ id, residenceId, residence: { id, name, timeZone }, guestName, guestEmail, ' +
      'guestPhone, guestPhoneE164 (E.164, null when unreadable), status, hidden, CheckIn, checkout, source, maxGuests, registeredGuests, ' +
      'responsibleUserId, checkoutResponsibleUserId, sensitiveDataRemoved, createdAt, ' +
      'updatedAt, approvedAt }], total, lastPage, statistics }',
    400: 'VALIDATION_FAILED: a filter, page or sort is invalid',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN: admins have no reservations',
  })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @YupQuery(reservationListQuerySchema)
    query: ReservationListQuery,
  ): Promise<ReservationListPage> {
    return this.reservations.page(
      filtersOf(user.accountId, query, this.clock.now()),
      { sort: query.sort, order: query.order },
      { page: query.page, perPage: query.perPage },
    );
  }
}
