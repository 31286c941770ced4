export type BatchOptions = {
  /** Most items in one batch (one transaction, one round trip). */
  maxCount: number;
  /**
   * The least time between two batches handed on. An item after a quiet spell goes at once,
   * with whatever came with it; under steady load what arrives meanwhile joins the next batch,
   * so a transaction carries many events instead of one each, and an event waits at most this.
   */
  spacingMs: number;
  /**
   * Once this settles, no further batch is handed on and the iteration ends, also while it
   * waits for a first item that may never come (a quiet log).
   */
  until?: Promise<unknown>;
};

const WOKEN = Symbol('woken');
const noop = (): void => undefined;

/** Calls back once the promise settles, unless detached first; the listener holds nothing else. */
const onSettled = (promise: Promise<unknown> | undefined, callback: () => void): (() => void) => {
  const listener: { callback?: () => void } = { callback };
  const fire = () => listener.callback?.();
  void promise?.then(fire, fire);
  return () => {
    delete listener.callback;
  };
};

/**
 * Groups a subscription's items into batches. It waits as long as needed for a first item,
 * then takes what arrives until spacingMs have passed since the previous batch was handed on
 * (at once after a quiet spell: what came with the first item), up to maxCount. During
 * catch-up batches fill at once (across the source's pages). An item whose pull outlives the
 * wait is kept for the next batch, never dropped. Ending the source (unsubscribing) stays with
 * the caller.
 */
export async function* batches<T>(
  source: AsyncIterable<T>,
  { maxCount, spacingMs, until }: BatchOptions,
): AsyncGenerator<T[], void, undefined> {
  const iterator = source[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | undefined;
  const pull = (): Promise<IteratorResult<T>> => {
    if (!pending) {
      pending = iterator.next();
      // A pull abandoned at stop may fail after nobody waits for it; that must not crash.
      pending.catch(noop);
    }
    return pending;
  };

  // Ends the current wait early. One listener on `until` for the whole iteration: a race per
  // batch would pile reactions onto a promise that may stay pending for days.
  let wake = noop;
  let interrupted = false;
  const detach = onSettled(until, () => {
    interrupted = true;
    wake();
  });

  const next = (): Promise<IteratorResult<T> | typeof WOKEN> =>
    new Promise((resolve, reject) => {
      let settled = false;
      const settle = (consumed: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        wake = noop;
        if (consumed) pending = undefined;
        outcome();
      };
      wake = () => settle(false, () => resolve(WOKEN));
      pull().then(
        (result) => settle(true, () => resolve(result)),
        // The reason is whatever the source threw; passed on untouched.
        (error: Error) => settle(true, () => reject(error)),
      );
    });

  /** Adds what arrives within `waitMs`; true when the source ended meanwhile. */
  const fill = async (batch: T[], waitMs: number): Promise<boolean> => {
    let windowOpen = true;
    const window = setTimeout(() => {
      windowOpen = false;
      wake();
    }, waitMs);
    try {
      while (batch.length < maxCount && windowOpen && !interrupted) {
        const result = await next();
        if (result === WOKEN) return false;
        if (result.done) return true;
        batch.push(result.value);
      }
      return false;
    } finally {
      clearTimeout(window);
    }
  };

  let lastHandedOn = -Infinity;
  try {
    while (!interrupted) {
      const first = await next();
      if (first === WOKEN || first.done) return;
      const batch = [first.value];
      const ended = await fill(batch, Math.max(0, lastHandedOn + spacingMs - performance.now()));
      // Stopped while filling: the batch is dropped, its checkpoint was never moved past it.
      if (interrupted) return;
      lastHandedOn = performance.now();
      yield batch;
      if (ended) return;
    }
  } finally {
    detach();
  }
}
