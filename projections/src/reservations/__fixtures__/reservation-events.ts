import { randomUUID } from 'node:crypto';
import type { EventData, EventMetadata, Position, RecordedEvent } from '@chegada/event-store';
import type { ReservationCreated, ReservationEvent } from '@chegada/domain';

/** A ReservationCreated as the decider emits it, with overrides. */
export const aReservationCreated = (
  overrides: Partial<ReservationCreated['data']> = {},
): ReservationCreated => ({
  type: 'ReservationCreated',
  data: {
    reservationId: randomUUID(),
    accountId: randomUUID(),
    residenceId: randomUUID(),
    guest: { name: 'Maria Silva', email: 'maria@example.com', phone: '+55 11 91234-5678' },
    checkIn: '2026-12-10T17:00:00.000Z',
    checkOut: '2026-12-15T14:00:00.000Z',
    source: 'airbnb',
    maxGuests: 4,
    language: 'pt-BR',
    hasLock: false,
    createdBy: null,
    ...overrides,
  },
});

/** The event to append: a domain event with metadata (a host acting at `occurredAt`). */
export const toEventData = (
  event: ReservationEvent,
  metadata: Partial<EventMetadata> = {},
): EventData => ({
  id: randomUUID(),
  type: event.type,
  data: event.data,
  metadata: {
    actorId: randomUUID(),
    actorRole: 'DEFAULT_USER',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    occurredAt: '2026-11-22T12:00:00.000Z',
    ...metadata,
  },
});

let position = 0;

/** A recorded event of `reservation-<id>`, as a subscription delivers it. */
export const recorded = (
  reservationId: string,
  revision: number,
  event: ReservationEvent,
  metadata: Partial<EventMetadata> = {},
): RecordedEvent => {
  position += 1;
  return {
    ...toEventData(event, metadata),
    streamId: `reservation-${reservationId}`,
    revision,
    position: `0:${position}` as Position,
    recordedAt: new Date('2026-11-22T12:00:01.000Z'),
  };
};
