import { Injectable } from '@nestjs/common';
import { ReservationStatus, type ExistingReservation } from '@chegada/domain';
import { ReservationStreamReader } from '../../reservation-stream';
import { stayEndDateOf } from '../../retention';

/**
 * The day a stay ended, as the retention job counts it (stayEndDateOf): what a deletion keeps
 * is kept until that day plus the host's months, the moment the job erases the stay's data.
 */
@Injectable()
export class StayEnds {
  constructor(private readonly reader: ReservationStreamReader) {}

  /** Its checkout date, or the day the host finished it when earlier (YYYY-MM-DD, Brasília). */
  async dateOf(reservation: ExistingReservation): Promise<string> {
    // Only a finished stay has a finish to read: the others end on their checkout date.
    const finished = reservation.status === ReservationStatus.CHECKOUT_FINISHED;
    const events = finished ? await this.reader.read(reservation.reservationId, 'left out') : [];
    return stayEndDateOf(reservation, events);
  }
}
