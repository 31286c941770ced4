import type { EventSubscription, RecordedEvent } from '../event-store.port';
import { sleep } from './fixtures';

export type Collector = {
  /** Everything delivered so far, in delivery order. */
  readonly events: RecordedEvent[];
  /** Resolves once `done(events)` holds; fails on timeout or when the subscription fails. */
  waitUntil(done: (events: RecordedEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  /** Unsubscribes and waits for the iteration to end. */
  stop(): Promise<void>;
};

/** Drains a subscription in the background, the way a projection would. */
export const collect = (subscription: EventSubscription): Collector => {
  const events: RecordedEvent[] = [];
  let failure: Error | undefined;
  let ended = false;
  const drained = (async () => {
    try {
      for await (const event of subscription) events.push(event);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    } finally {
      ended = true;
    }
  })();

  const waitUntil = async (
    done: (events: RecordedEvent[]) => boolean,
    timeoutMs = 10_000,
  ): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (!done(events)) {
      if (failure !== undefined) throw failure;
      if (ended) throw new Error(`Subscription ended after ${events.length} events`);
      if (Date.now() > deadline) {
        throw new Error(`Timed out after ${timeoutMs} ms with ${events.length} events delivered`);
      }
      await sleep(10);
    }
  };

  return {
    events,
    waitUntil,
    waitForCount: (count, timeoutMs) => waitUntil((all) => all.length >= count, timeoutMs),
    stop: async () => {
      await subscription.unsubscribe();
      await drained;
      if (failure !== undefined) throw failure;
    },
  };
};
