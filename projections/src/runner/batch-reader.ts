import type { RecordedEvent } from '@chegada/event-store';

export type BatchLimits = {
  /** Most events in one batch (one transaction). */
  maxCount: number;
  /** After the first event, how long to wait for more before applying what arrived. */
  windowMs: number;
};

const INTERRUPTED = Symbol('interrupted');

/**
 * Groups a subscription's events into batches: it waits as long as needed for a first event,
 * then takes whatever arrives within the window, up to maxCount. During catch-up batches
 * fill at once; when live, an event waits at most the window.
 */
export const createBatchReader = (events: AsyncIterable<RecordedEvent>, limits: BatchLimits) => {
  const iterator = events[Symbol.asyncIterator]();
  // A pull that lost a race against the clock is kept: its event belongs to the next batch.
  let pending: Promise<IteratorResult<RecordedEvent>> | undefined;
  let ended = false;
  const pull = () => {
    if (!pending) {
      pending = iterator.next();
      // A pull abandoned at stop may fail after nobody waits for it; that must not crash.
      pending.catch(() => undefined);
    }
    return pending;
  };

  const fill = async (batch: RecordedEvent[]): Promise<void> => {
    let timer: NodeJS.Timeout | undefined;
    const window = new Promise<typeof INTERRUPTED>((resolve) => {
      timer = setTimeout(() => resolve(INTERRUPTED), limits.windowMs);
    });
    try {
      while (batch.length < limits.maxCount) {
        const result = await Promise.race([pull(), window]);
        if (result === INTERRUPTED) return;
        pending = undefined;
        if (result.done) {
          ended = true;
          return;
        }
        batch.push(result.value);
      }
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    /** The next batch, or null once the subscription ended or `interrupt` settled first. */
    async next(interrupt: Promise<unknown>): Promise<RecordedEvent[] | null> {
      if (ended) return null;
      const first = await Promise.race([
        pull(),
        interrupt.then((): typeof INTERRUPTED => INTERRUPTED),
      ]);
      if (first === INTERRUPTED) return null;
      pending = undefined;
      if (first.done) {
        ended = true;
        return null;
      }
      const batch = [first.value];
      await fill(batch);
      return batch;
    },
  };
};
