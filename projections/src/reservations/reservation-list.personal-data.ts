import { storableText } from '@chegada/database';
import type { RecordedEvent } from '@chegada/event-store';
import { REMOVED, isSealed, type PersonalDataVault } from '@chegada/personal-data';
import type { Projection } from '../projection';
import { reservationIdOf } from './reservation-list.evolve';

type Opener = Pick<PersonalDataVault, 'keysOf' | 'openWith'>;

const sealedGuestOf = (event: RecordedEvent): unknown =>
  event.type === 'ReservationCreated' ? (event.data as { guest?: unknown }).guest : undefined;

/**
 * The contact's text as the list's columns can hold it. The API refuses what PostgreSQL
 * cannot store, but a sealed contact is opened only here: one NUL in it would stop the list
 * at that event, for every account, retrying for ever.
 */
const storable = (contact: unknown): unknown =>
  contact !== null && typeof contact === 'object'
    ? Object.fromEntries(
        Object.entries(contact).map(([field, value]) => [
          field,
          typeof value === 'string' ? storableText(value) : value,
        ]),
      )
    : contact;

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
        data: { ...(event.data as object), guest: opened === REMOVED ? {} : storable(opened) },
      };
    });
  };
