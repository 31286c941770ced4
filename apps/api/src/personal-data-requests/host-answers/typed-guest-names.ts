import { Injectable } from '@nestjs/common';
import { guestFormView } from '../../guest-form';
import { ReservationStreamReader } from '../../reservation-stream';

/**
 * The name each request's guest typed on the form (after a host's correction, the corrected
 * one), by reservation: what the host's list names a request by. A reservation whose data was
 * removed, or whose guest typed no name yet, has none (the list falls back to the booking's).
 */
@Injectable()
export class TypedGuestNames {
  constructor(private readonly reservations: ReservationStreamReader) {}

  async of(accountId: string, reservationIds: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const id of new Set(reservationIds)) {
      const { reservation, state } = await this.reservations.load(id, accountId, guestFormView);
      const name = state.form.name;
      if (!reservation.sensitiveDataRemoved && typeof name === 'string' && name.trim() !== '')
        names.set(id, name);
    }
    return names;
  }
}
