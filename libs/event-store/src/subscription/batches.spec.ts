import { batches, type BatchOptions } from './batches';

/** A hand-fed subscription: items pushed by the test, delivered to one pending reader. */
const feed = () => {
  const queue: number[] = [];
  let wake = (): void => undefined;
  let closed = false;
  let pushed = 0;
  const iterable: AsyncIterable<number> = {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const item = queue.shift();
        if (item !== undefined) yield item;
        else if (closed) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
  return {
    iterable,
    /** Pushes the next `count` numbers (0, 1, 2… across calls). */
    push: (count: number) => {
      for (let i = 0; i < count; i++) queue.push(pushed++);
      wake();
    },
    close: () => {
      closed = true;
      wake();
    },
  };
};

async function* ready(count: number) {
  for (let index = 0; index < count; index++) yield index;
}

async function* trickle(values: number[], gapMs: number) {
  for (const value of values) {
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    yield value;
  }
}

const collect = async <T>(source: AsyncIterable<T[]>): Promise<T[][]> => {
  const result: T[][] = [];
  for await (const batch of source) result.push(batch);
  return result;
};

const later = (ms: number, action: () => void) => setTimeout(action, ms);

describe('batches', () => {
  const options = (overrides: Partial<BatchOptions> = {}): BatchOptions => ({
    maxCount: 100,
    spacingMs: 30,
    ...overrides,
  });

  it('cuts what is already there into batches of at most maxCount', async () => {
    expect(await collect(batches(ready(7), options({ maxCount: 3 })))).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6],
    ]);
  });

  it('ends on an empty source', async () => {
    expect(await collect(batches(ready(0), options()))).toEqual([]);
  });

  it('hands on an item after a quiet spell at once, then spaces the batches that follow', async () => {
    // A fake clock (setTimeout and performance.now()): the times below are exact, not bounds.
    jest.useFakeTimers();
    try {
      const source = feed();
      const reader = batches(source.iterable, options({ spacingMs: 100 }));
      const started = performance.now();
      const handedOn = () => {
        const seen: { value?: number[]; at?: number } = {};
        void reader.next().then(({ value }) => {
          Object.assign(seen, { value, at: performance.now() - started });
        });
        return seen;
      };
      source.push(2);
      const first = handedOn();
      await jest.advanceTimersByTimeAsync(0);
      expect(first).toEqual({ value: [0, 1], at: 0 });
      // Steady load: what arrives within the spacing joins the next batch, handed on when the
      // spacing since the first has passed, not before.
      later(5, () => source.push(1));
      later(15, () => source.push(2));
      const second = handedOn();
      await jest.advanceTimersByTimeAsync(99);
      expect(second).toEqual({});
      await jest.advanceTimersByTimeAsync(1);
      expect(second).toEqual({ value: [2, 3, 4], at: 100 });
      // Quiet again: the next item goes at once.
      await jest.advanceTimersByTimeAsync(300);
      source.push(1);
      const third = handedOn();
      await jest.advanceTimersByTimeAsync(0);
      expect(third).toEqual({ value: [5], at: 400 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('hands on each item alone when they arrive further apart than the window', async () => {
    expect(await collect(batches(trickle([1, 2, 3], 20), options({ spacingMs: 1 })))).toEqual([
      [1],
      [2],
      [3],
    ]);
  });

  it('keeps the item whose pull outlived the window for the next batch', async () => {
    const source = feed();
    source.push(1);
    const reader = batches(source.iterable, options({ spacingMs: 5 }));
    expect((await reader.next()).value).toEqual([0]);
    source.push(1);
    expect((await reader.next()).value).toEqual([1]);
  });

  it('hands on the last batch of a source that ends, then ends too', async () => {
    const source = feed();
    const reader = batches(source.iterable, options({ spacingMs: 50 }));
    const batch = reader.next();
    source.push(2);
    later(5, () => source.close());
    expect(await batch).toEqual({ done: false, value: [0, 1] });
    expect(await reader.next()).toEqual({ done: true, value: undefined });
  });

  it('ends while waiting for a first item once `until` settles', async () => {
    let stop = (): void => undefined;
    const until = new Promise<void>((resolve) => (stop = resolve));
    const reader = batches(feed().iterable, options({ until }));
    const batch = reader.next();
    later(10, stop);
    expect(await batch).toEqual({ done: true, value: undefined });
  });

  it('drops the batch being filled when `until` settles, and hands on nothing more', async () => {
    let stop = (): void => undefined;
    const until = new Promise<void>((resolve) => (stop = resolve));
    const source = feed();
    const reader = batches(source.iterable, options({ spacingMs: 1_000, until }));
    source.push(1);
    expect((await reader.next()).value).toEqual([0]);
    // The next batch waits out the spacing: stopped meanwhile, it is never handed on.
    const batch = reader.next();
    source.push(1);
    later(10, stop);
    expect(await batch).toEqual({ done: true, value: undefined });
  });

  it('passes on a failing pull to the reader', async () => {
    const failing: AsyncIterable<number> = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('connection lost')) }),
    };
    await expect(collect(batches(failing, options()))).rejects.toThrow('connection lost');
  });
});
