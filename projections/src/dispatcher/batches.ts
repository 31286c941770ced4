const IDLE = Symbol('idle');

// Resolves after the pending microtasks, so anything the source already holds wins the race.
const afterPendingWork = (): Promise<typeof IDLE> =>
  new Promise((resolve) => setImmediate(() => resolve(IDLE)));

/**
 * Groups what an async iterable has ready into arrays of at most `maxSize`, so one Redis and
 * one PostgreSQL round trip serve many events during catch-up, while a lone live event is
 * handed on at once.
 */
export async function* batches<T>(source: AsyncIterable<T>, maxSize: number): AsyncGenerator<T[]> {
  const iterator = source[Symbol.asyncIterator]();
  const pull = (): Promise<IteratorResult<T>> => {
    const next = iterator.next();
    // A pull still pending when the consumer stops must not become an unhandled rejection.
    next.catch(() => undefined);
    return next;
  };
  let pending = pull();
  for (;;) {
    const first = await pending;
    if (first.done) return;
    const batch = [first.value];
    pending = pull();
    let done = false;
    while (batch.length < maxSize) {
      const next = await Promise.race([pending, afterPendingWork()]);
      if (next === IDLE) break;
      if (next.done) {
        done = true;
        break;
      }
      batch.push(next.value);
      pending = pull();
    }
    yield batch;
    if (done) return;
  }
}
