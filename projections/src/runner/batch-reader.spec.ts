import type { RecordedEvent } from '@chegada/event-store';
import { aRecordedEvent } from './__fixtures__/events';
import { createBatchReader } from './batch-reader';

/** A hand-fed subscription: events pushed by the test, delivered to one pending reader. */
const feed = () => {
  const queue: RecordedEvent[] = [];
  let wake = (): void => undefined;
  let closed = false;
  const iterable: AsyncIterable<RecordedEvent> = {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const event = queue.shift();
        if (event) yield event;
        else if (closed) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
  return {
    iterable,
    push: (...events: RecordedEvent[]) => {
      queue.push(...events);
      wake();
    },
    close: () => {
      closed = true;
      wake();
    },
  };
};

const never = new Promise<never>(() => undefined);
const events = (count: number) => Array.from({ length: count }, () => aRecordedEvent());

describe('createBatchReader', () => {
  it('cuts what is already there into batches of at most maxCount', async () => {
    const source = feed();
    source.push(...events(7));
    const reader = createBatchReader(source.iterable, { maxCount: 3, windowMs: 50 });
    const sizes = [];
    for (let i = 0; i < 3; i++) sizes.push((await reader.next(never))?.length);
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('waits for a first event, then only the window for more', async () => {
    const source = feed();
    const reader = createBatchReader(source.iterable, { maxCount: 100, windowMs: 30 });
    const batch = reader.next(never);
    setTimeout(() => source.push(...events(2)), 20);
    setTimeout(() => source.push(...events(1)), 35);
    setTimeout(() => source.push(...events(1)), 150);
    expect((await batch)?.length).toBe(3);
    expect((await reader.next(never))?.length).toBe(1);
  });

  it('keeps the event whose pull outlived the window for the next batch', async () => {
    const source = feed();
    const all = events(2);
    source.push(all[0]!);
    const reader = createBatchReader(source.iterable, { maxCount: 10, windowMs: 5 });
    expect(await reader.next(never)).toEqual([all[0]]);
    source.push(all[1]!);
    expect(await reader.next(never)).toEqual([all[1]]);
  });

  it('returns null when interrupted while waiting, and once the subscription ended', async () => {
    const source = feed();
    const reader = createBatchReader(source.iterable, { maxCount: 10, windowMs: 5 });
    expect(await reader.next(Promise.resolve())).toBeNull();
    source.push(...events(1));
    source.close();
    expect((await reader.next(never))?.length).toBe(1);
    expect(await reader.next(never)).toBeNull();
  });
});
