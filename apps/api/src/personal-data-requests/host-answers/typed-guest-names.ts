import { Injectable } from '@nestjs/common';
import { guestFormView } from '../../guest-form';
import { ReservationStreamReader } from '../../reservation-stream';

/**
 * The name each request's guest typed on the form (after a host's correction, the corrected
 * one), by reservation and guest ('main' or an adult companion's key, `typedNameKey`): what the
 * host's list names a request by, a companion's request by the companion's own name (issue 32).
 * A reservation whose data was removed, or whose guest typed no name yet, has none (the list
 * falls back to the booking's).
 */
export const typedNameKey = (reservationId: string, guest: string): string =>
  `${reservationId}/${guest}`;

@Injectable()
export class TypedGuestNames {
  constructor(private readonly reservations: ReservationStreamReader) {}

  async of(accountId: string, reservationIds: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const id of new Set(reservationIds)) {
      const { reservation, state } = await this.reservations.load(id, accountId, guestFormView);
      if (reservation.sensitiveDataRemoved) continue;
      const companions = Array.isArray(state.form.additionalGuests)
        ? (state.form.additionalGuests as Record<string, unknown>[])
        : [];
      for (const [guest, name] of [
        ['main', state.form.name],
        ...companions.map((companion) => [companion.key, companion.name]),
      ])
        if (typeof guest === 'string' && typeof name === 'string' && name.trim() !== '')
          names.set(typedNameKey(id, guest), name);
    }
    return names;
  }
}
