import type { RecordedEvent } from '@chegada/event-store';
import { REMOVED, isSealed, type PersonalDataVault } from '@chegada/personal-data';
import type { Projection } from '../projection';
import { reservationIdOf } from './reservation-list.evolve';

type Opener = Pick<PersonalDataVault, 'keysOf' | 'openWith'>;

const sealedGuestOf = (event: RecordedEvent): unknown =>
  event.type === 'ReservationCreated' ? (event.data as { guest?: unknown }).guest : undefined;

/**
 * Opens the guest contact sealed in ReservationCreated, with one key lookup for the whole
 * batch. A shredded reservation's contact is left empty: the list never holds it again.
 */
export const openingGuestContacts =
  (vault: Opener): NonNullable<Projection<unknown>['prepare']> =>
  async (events) => {
    const sealed = events.filter((event) => isSealed(sealedGuestOf(event)));
    if (sealed.length === 0) return events;
    const ids = sealed.flatMap((event) => reservationIdOf(event) ?? []);
    const keys = await vault.keysOf(ids);
    return events.map((event) => {
      const guest = sealedGuestOf(event);
      const id = reservationIdOf(event);
      if (!isSealed(guest) || !id) return event;
      const opened = vault.openWith(keys, id, guest);
      return {
        ...event,
        data: { ...(event.data as object), guest: opened === REMOVED ? {} : opened },
      };
    });
  };
