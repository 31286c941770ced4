import { Query } from '@nestjs/cqrs';
import type { ReservationPage } from '../reservation-view';

/** One reservation of the account, read from its stream (so always current, never lagging). */
export class GetLocalReservationQuery extends Query<ReservationPage> {
  constructor(
    readonly reservationId: string,
    readonly accountId: string,
  ) {
    super();
  }
}
