import type { EventStore, Position, RecordedEvent } from '@chegada/event-store';
import { sampleEvent } from './append-targets';

export type CatchUpResult = {
  events: number;
  readAllSeconds: number;
  readAllEventsPerSecond: number;
  /** CPU this process spent in the readAll pass: the rest of the wall time is PostgreSQL. */
  readAllNodeCpuSeconds: number;
  subscribeSeconds: number;
  subscribeEventsPerSecond: number;
};

const EVENTS_PER_APPEND = 100;
const FILL_WRITERS = 8;

/** Brings the store to `total` events with batched appends to fresh streams (untimed). */
export const fillStore = async (store: EventStore, existing: number, total: number) => {
  const appends = Math.ceil(Math.max(0, total - existing) / EVENTS_PER_APPEND);
  let remaining = Math.max(0, total - existing);
  let next = 0;
  const fill = async (): Promise<void> => {
    while (next < appends) {
      const batch = Math.min(EVENTS_PER_APPEND, remaining);
      remaining -= batch;
      const stream = `catch-up-${next++}`;
      const events = Array.from({ length: batch }, sampleEvent);
      await store.append(stream, events, { streamState: 'no_stream' });
    }
  };
  await Promise.all(Array.from({ length: FILL_WRITERS }, fill));
};

/** Touches what a projection reads, so lazily decoded fields would be paid for here. */
const consume = (event: RecordedEvent): number =>
  event.revision + (event.metadata.actorRole.length > 0 ? 1 : 0);

/** The whole log in readAll pages, each starting after the last position of the previous. */
const timeReadAll = async (store: EventStore, pageSize: number) => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let from: Position | 'start' = 'start';
  let events = 0;
  let sink = 0;
  for (;;) {
    const page = await store.readAll({ fromPosition: from, maxCount: pageSize });
    for (const event of page) sink += consume(event);
    events += page.length;
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    from = last.position;
  }
  const { user, system } = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  return { events, seconds, cpuSeconds: (user + system) / 1e6, sink };
};

/** A subscription from the start until it has delivered `total` events. */
const timeSubscription = async (store: EventStore, total: number) => {
  const started = performance.now();
  const subscription = store.subscribeToAll({ fromPosition: 'start' });
  let events = 0;
  for await (const event of subscription) {
    consume(event);
    events += 1;
    if (events >= total) break;
  }
  await subscription.unsubscribe();
  return { events, seconds: (performance.now() - started) / 1000 };
};

export const measureCatchUp = async (
  store: EventStore,
  total: number,
  pageSize: number,
): Promise<CatchUpResult> => {
  const read = await timeReadAll(store, pageSize);
  if (read.events !== total) {
    throw new Error(`readAll returned ${read.events} events, the store holds ${total}`);
  }
  const subscribed = await timeSubscription(store, total);
  return {
    events: read.events,
    readAllSeconds: read.seconds,
    readAllEventsPerSecond: read.events / read.seconds,
    readAllNodeCpuSeconds: read.cpuSeconds,
    subscribeSeconds: subscribed.seconds,
    subscribeEventsPerSecond: subscribed.events / subscribed.seconds,
  };
};
