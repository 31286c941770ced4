import { WrongExpectedVersion } from '../errors';
import type { EventStore, RecordedEvent, StreamState } from '../event-store.port';
import { sleep, someEvents } from './fixtures';

export type LoadOptions = {
  /** Writer i appends through stores[i % stores.length] (e.g. one with commit delays). */
  stores: EventStore[];
  streamPrefix: string;
  writers: number;
  appendsPerWriter: number;
  ownStreamsPerWriter: number;
  /** Streams every writer appends to, so writers collide and retry. */
  sharedStreams: number;
};

export type LoadResult = {
  /** Event ids of each stream, in revision order, as the successful appends reported them. */
  streams: Map<string, string[]>;
  total: number;
  /** WrongExpectedVersion answers the writers retried after. */
  conflicts: number;
};

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

type Ledger = { revisions: Map<string, Map<number, string>>; conflicts: number };

const record = (ledger: Ledger, streamId: string, last: number, eventIds: string[]): void => {
  const stream = ledger.revisions.get(streamId) ?? new Map<number, string>();
  ledger.revisions.set(streamId, stream);
  eventIds.forEach((id, index) => {
    const revision = last - eventIds.length + 1 + index;
    if (stream.has(revision)) throw new Error(`${streamId}@${revision} was granted twice`);
    stream.set(revision, id);
  });
};

/** Appends with the writer's belief of the stream state; on a conflict, believes the store. */
const appendWithRetry = async (
  store: EventStore,
  streamId: string,
  beliefs: Map<string, StreamState>,
  ledger: Ledger,
): Promise<void> => {
  const events = someEvents(1 + Math.floor(Math.random() * 3));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const streamState = beliefs.get(streamId) ?? 'no_stream';
      const { nextExpectedRevision } = await store.append(streamId, events, { streamState });
      beliefs.set(streamId, nextExpectedRevision);
      record(
        ledger,
        streamId,
        nextExpectedRevision,
        events.map((event) => event.id),
      );
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
      ledger.conflicts += 1;
      beliefs.set(streamId, error.actual);
      await sleep(Math.random() * 3);
    }
  }
  throw new Error(`${streamId}: no append won in 200 attempts`);
};

const runWriter = async (
  options: LoadOptions,
  writer: number,
  shared: string[],
  ledger: Ledger,
): Promise<void> => {
  const store = options.stores[writer % options.stores.length] as EventStore;
  const own = Array.from(
    { length: options.ownStreamsPerWriter },
    (_, index) => `${options.streamPrefix}w${writer}-${index}`,
  );
  const beliefs = new Map<string, StreamState>();
  for (let append = 0; append < options.appendsPerWriter; append += 1) {
    const streamId = Math.random() < 0.3 ? pick(shared) : pick(own);
    await appendWithRetry(store, streamId, beliefs, ledger);
  }
};

/** Writers append sequences with exact expected revisions, colliding on the shared streams. */
export const runConcurrentLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const shared = Array.from(
    { length: options.sharedStreams },
    (_, index) => `${options.streamPrefix}shared-${index}`,
  );
  const ledger: Ledger = { revisions: new Map(), conflicts: 0 };
  await Promise.all(
    Array.from({ length: options.writers }, (_, writer) =>
      runWriter(options, writer, shared, ledger),
    ),
  );
  const streams = new Map<string, string[]>();
  let total = 0;
  for (const [streamId, revisions] of ledger.revisions) {
    const ordered = [...revisions.entries()].sort(([a], [b]) => a - b).map(([, id]) => id);
    streams.set(streamId, ordered);
    total += ordered.length;
  }
  return { streams, total, conflicts: ledger.conflicts };
};

export type DeliveryReport = { missing: number; duplicates: number; outOfOrder: string[] };

/** How a subscriber's deliveries differ from "every event once, in revision order per stream". */
export const checkDelivery = (load: LoadResult, delivered: RecordedEvent[]): DeliveryReport => {
  const seen = new Set<string>();
  const byStream = new Map<string, string[]>();
  let duplicates = 0;
  for (const event of delivered) {
    if (seen.has(event.id)) duplicates += 1;
    seen.add(event.id);
    const stream = byStream.get(event.streamId) ?? [];
    stream.push(event.id);
    byStream.set(event.streamId, stream);
  }
  let missing = 0;
  const outOfOrder: string[] = [];
  for (const [streamId, expected] of load.streams) {
    missing += expected.filter((id) => !seen.has(id)).length;
    // Revision order among what was delivered, so a missing event is not also counted here.
    const revisions = (byStream.get(streamId) ?? []).map((id) => expected.indexOf(id));
    if (revisions.some((revision, index) => index > 0 && revision <= (revisions[index - 1] ?? -1)))
      outOfOrder.push(streamId);
  }
  return { missing, duplicates, outOfOrder };
};
