import type { EventStore } from '../event-store.port';
import { collect } from './collector';
import { checkDelivery, runConcurrentLoad, type LoadOptions } from './concurrent-load';
import type { GetSubject } from './event-store.contract';
import { anEvent, ids, sleep, uniquePrefix } from './fixtures';

/** The load of the concurrency test; the PostgreSQL naive-reader test runs the same. */
export const CONCURRENT_LOAD: Omit<LoadOptions, 'stores' | 'streamPrefix'> = {
  writers: 16,
  appendsPerWriter: 30,
  ownStreamsPerWriter: 3,
  sharedStreams: 4,
};

/** Commit delays of 0–8 ms: long enough for later transactions to commit first. */
export const randomCommitDelay = (): Promise<void> => sleep(Math.random() * 8);

export const concurrencyContract = (getSubject: GetSubject): void => {
  it('a subscriber running throughout gets every event once, in revision order per stream', async () => {
    const { store, withBeforeCommit } = getSubject();
    const prefix = uniquePrefix();
    const { position } = await store.append(`${prefix}marker`, [anEvent()]);
    const subscription = collect(
      store.subscribeToAll({
        fromPosition: position,
        filter: { streamPrefixes: [`${prefix}load-`] },
      }),
    );
    // Half the writers go through commit delays when the adapter can inject them.
    const delayed: EventStore[] = withBeforeCommit ? [withBeforeCommit(randomCommitDelay)] : [];
    const load = await runConcurrentLoad({
      ...CONCURRENT_LOAD,
      stores: [...delayed, store],
      streamPrefix: `${prefix}load-`,
    });
    // On timeout, the assertions below say what is missing.
    await subscription.waitForCount(load.total, 15_000).catch(() => undefined);
    // Late duplicates would arrive now.
    await sleep(300);
    await subscription.stop();
    await Promise.all(delayed.map((delayedStore) => delayedStore.close()));

    expect(checkDelivery(load, subscription.events)).toEqual({
      missing: 0,
      duplicates: 0,
      outOfOrder: [],
    });
    expect(subscription.events).toHaveLength(load.total);
    expect(load.conflicts).toBeGreaterThan(0);
    for (const [streamId, expected] of load.streams) {
      expect(ids(await store.readStream(streamId))).toEqual(expected);
    }
  }, 30_000);
};
