import {
  reservationIdOfStream,
  type ReservationEvent,
  type ReservationEventType,
} from '@chegada/domain';
import { PersonalDataVault, REMOVED, isSealed } from '@chegada/personal-data';
import type { DomainEvent, EventCodec } from '../common';
import {
  companionSubjectsIn,
  openCompanionEntries,
  sealCompanionEntries,
} from './companion-entries';

/**
 * The event fields that hold guest personal data, sealed under the reservation's data key
 * before they reach the event store (crypto-shredding, architecture.md); within the form's
 * fields, each adult companion's entry is sealed first under keys of their own
 * (companion-entries.ts).
 */
export const personalFieldsOf: Partial<Record<ReservationEventType, string>> = {
  ReservationCreated: 'guest',
  GuestFormSaved: 'fields',
  ReservationSubmitted: 'fields',
  OwnGuestPartSaved: 'fields',
  GuestDataCorrected: 'fields',
};

/** What a removed field reads as when a stream is folded: the shape, without the data. */
const removedValue: Record<string, unknown> = { guest: { name: '' }, fields: {} };
const emptyShape = (field: string): unknown => removedValue[field];

// Every stream this codec sees is a reservation's.
const reservationIdOf = (streamId: string): string => reservationIdOfStream(streamId) ?? streamId;

type Data = Record<string, unknown>;

const withField = <Event extends DomainEvent>(event: Event, field: string, value: unknown) =>
  ({ ...event, data: { ...(event.data as Data), [field]: value } }) as Event;

/** `removed`: what a field whose key was shredded reads as (its empty shape unless told). */
export const reservationPersonalDataCodec = (
  vault: PersonalDataVault,
  removed: (field: string) => unknown = emptyShape,
): EventCodec<ReservationEvent> => ({
  async encode(streamId, events) {
    const subject = reservationIdOf(streamId);
    return Promise.all(
      events.map(async (event) => {
        const field = personalFieldsOf[event.type];
        if (!field) return event;
        const value = await sealCompanionEntries(vault, subject, (event.data as Data)[field]);
        return withField(event, field, await vault.seal(subject, value));
      }),
    );
  },
  async decode(streamId, events) {
    const subject = reservationIdOf(streamId);
    const sealed = events.some((event) => Object.values(event.data as Data).some(isSealed));
    const keys = sealed ? await vault.keysOf([subject]) : new Map<string, Buffer | null>();
    const opened = events.map((event) => {
      const field = personalFieldsOf[event.type as ReservationEventType];
      return field && vault.openWith(keys, subject, (event.data as Data)[field]);
    });
    const companions = opened.flatMap((value) => companionSubjectsIn(subject, value));
    const companionKeys = companions.length > 0 ? await vault.keysOf(companions) : keys;
    return events.map((event, index) => {
      const field = personalFieldsOf[event.type as ReservationEventType];
      if (!field) return event as ReservationEvent;
      const value = opened[index];
      return withField(
        event,
        field,
        value === REMOVED
          ? removed(field)
          : openCompanionEntries(vault, companionKeys, subject, value),
      ) as ReservationEvent;
    });
  },
});

/**
 * A stream as the decider reads it: every personal field replaced by its empty shape, sealed
 * or not, without fetching a key or decrypting anything. No rule reads personal data — the
 * state folded from a stream holds none (reservation-personal-data.codec.spec.ts pins it).
 */
export const withoutPersonalData = (events: DomainEvent[]): ReservationEvent[] =>
  events.map((event) => {
    const field = personalFieldsOf[event.type as ReservationEventType];
    return (field ? withField(event, field, removedValue[field]) : event) as ReservationEvent;
  });

/**
 * The command path's codec: seals what the decider decided as reservationPersonalDataCodec
 * does, and reads the stream withoutPersonalData, which saves a command the data key's
 * round trip and the decryption of every personal field of the stream.
 */
export const reservationCommandCodec = (
  vault: PersonalDataVault,
): EventCodec<ReservationEvent> => ({
  encode: reservationPersonalDataCodec(vault).encode,
  decode: async (_streamId, events) => withoutPersonalData(events),
});
