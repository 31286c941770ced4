import { randomUUID } from 'node:crypto';
import type {
  EventData,
  EventMetadata,
  EventStore,
  ReadAllOptions,
  RecordedEvent,
} from '../event-store.port';

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

export const aMetadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  actorId: randomUUID(),
  actorRole: 'DEFAULT_USER',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: '2026-11-21T12:00:00.000Z',
  ...overrides,
});

export const anEvent = (overrides: Partial<EventData> = {}): EventData => ({
  id: randomUUID(),
  type: 'ContractEventHappened',
  data: { note: 'olá', amountInCentavos: 12_345, nested: { list: [1, 'two', null] } },
  metadata: aMetadata(),
  ...overrides,
});

export const someEvents = (count: number, overrides: Partial<EventData> = {}): EventData[] =>
  Array.from({ length: count }, () => anEvent(overrides));

/**
 * Stream ids of one test: the suite may run against a store that already holds events (a
 * shared KurrentDB), so every test filters the global log down to its own prefix.
 */
export const uniquePrefix = (): string =>
  `contract-${Date.now().toString(36)}${randomUUID().slice(0, 8)}-`;

export const ids = (events: Array<{ id: string }>): string[] => events.map((event) => event.id);

/**
 * The global log is read below the oldest running transaction on some adapters, so an
 * unrelated writer can hold back what readAll returns for a moment: read until it shows up.
 */
export const readAllUntil = async (
  store: EventStore,
  options: ReadAllOptions,
  done: (events: RecordedEvent[]) => boolean,
  timeoutMs = 5_000,
): Promise<RecordedEvent[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await store.readAll(options);
    if (done(events) || Date.now() > deadline) return events;
    await sleep(20);
  }
};
