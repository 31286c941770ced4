import { randomUUID } from 'node:crypto';
import type { EventData, EventMetadata, Position, RecordedEvent } from '@chegada/event-store';

export const aMetadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  actorId: randomUUID(),
  actorRole: 'DEFAULT_USER',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  ip: '203.0.113.7',
  userAgent: 'jest',
  occurredAt: '2026-11-21T12:00:00.000Z',
  ...overrides,
});

export const anEvent = (overrides: Partial<EventData> = {}): EventData => ({
  id: randomUUID(),
  type: 'Counted',
  data: { note: 'x' },
  metadata: aMetadata(),
  ...overrides,
});

let position = 0;

/** A recorded event as a subscription delivers it, for tests that need no store. */
export const aRecordedEvent = (overrides: Partial<RecordedEvent> = {}): RecordedEvent => {
  position += 1;
  return {
    ...anEvent(),
    streamId: 'counter-1',
    revision: 0,
    position: `0:${position}` as Position,
    recordedAt: new Date('2026-11-21T12:00:01.000Z'),
    ...overrides,
  };
};
