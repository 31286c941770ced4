import { Injectable } from '@nestjs/common';
import { guestFormView } from '../../guest-form';
import { ReservationStreamReader } from '../../reservation-stream';

/**
 * The name each request's guest typed on the form (after a host's correction, the corrected
 * one), by reservation and guest ('main' or an adult companion's key, `typedNameKey`): what the
 * host's list names a request by, a companion's request by the companion's own name (issue 32).
 * A guest whose data was removed, or who typed no name yet, has none (the list falls back to
 * what is kept of them). `places`: each companion's place on the form (1 for the first), which
 * names a companion nothing of whose name is left ("Companion 2").
 */
export const typedNameKey = (reservationId: string, guest: string): string =>
  `${reservationId}/${guest}`;

export type TypedNames = { names: Map<string, string>; places: Map<string, number> };

@Injectable()
export class TypedGuestNames {
  constructor(private readonly reservations: ReservationStreamReader) {}

  async of(accountId: string, reservationIds: readonly string[]): Promise<TypedNames> {
    const names = new Map<string, string>();
    const places = new Map<string, number>();
    for (const id of new Set(reservationIds)) {
      // After a holder's deletion the form holds only the companions it kept under their keys.
      const { state } = await this.reservations.load(id, accountId, guestFormView);
      const companions = Array.isArray(state.form.additionalGuests)
        ? (state.form.additionalGuests as Record<string, unknown>[])
        : [];
      companions.forEach((companion, index) => {
        if (typeof companion.key === 'string')
          places.set(typedNameKey(id, companion.key), index + 1);
      });
      for (const [guest, name] of [
        ['main', state.form.name],
        ...companions.map((companion) => [companion.key, companion.name]),
      ])
        if (typeof guest === 'string' && typeof name === 'string' && name.trim() !== '')
          names.set(typedNameKey(id, guest), name);
    }
    return { names, places };
  }
}
