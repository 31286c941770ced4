import { Queue } from 'bullmq';
import type { Dispatcher } from './dispatcher';
import { startRedisServer, type RedisServer } from './__fixtures__/redis-server';
import {
  createSideEffectsHarness,
  eventually,
  outboxEmailHandler,
  sleep,
  type SideEffectsHarness,
} from './__fixtures__/side-effects-harness';

/**
 * The design's promise: when Redis loses its data, no effect is lost and none runs twice.
 * Events are appended throughout; Redis is flushed twice while jobs wait in the queues, jobs
 * run, and the dispatcher is between enqueueing and committing.
 */
describe('side effects when Redis loses its data', () => {
  let redis: RedisServer;
  let harness: SideEffectsHarness;
  beforeAll(async () => {
    redis = await startRedisServer();
    harness = await createSideEffectsHarness(redis.url);
  });
  afterAll(async () => {
    await harness?.close();
    await redis?.stop();
  });

  it('runs every effect exactly once across two FLUSHALLs', async () => {
    const runs = new Map<string, number>();
    const eventTypes = ['GuestCheckedIn'];
    // Slower than the appends, so a backlog waits in Redis when it is flushed.
    const handlers = [
      outboxEmailHandler(harness.outbox, { name: 'guest-email', eventTypes }, runs, 15),
      outboxEmailHandler(
        harness.outbox,
        { name: 'host-email', eventTypes, queue: 'hosts' },
        runs,
        15,
      ),
    ];
    harness.worker({ handlers, concurrency: 2 });
    const dispatcher = harness.dispatcher({ handlers, batchSize: 20 });

    // Its first look at Redis (an empty one) counts as a recovery.
    await eventually(
      async () => (dispatcher.stats().recoveries === 1 ? true : undefined),
      5_000,
      'the dispatcher to start',
    );
    const ids = await appendAndFlushTwice(harness, dispatcher, redis, 240);
    const expected = ids.flatMap((id) => [`guest-email-${id}`, `host-email-${id}`]).sort();
    await eventually(
      async () => (runs.size >= expected.length ? true : undefined),
      25_000,
      `${expected.length} effects`,
    ).catch(async (error: Error) => {
      const { rows } = await harness.pool.query(
        'select status, count(*)::int from effect_log group by status',
      );
      const queues = await jobCounts(redis.url, harness.prefix);
      throw new Error(
        `${error.message}: ran ${runs.size}; effect log ${JSON.stringify(rows)}; ` +
          `queues ${JSON.stringify(queues)}; dispatcher ${JSON.stringify(dispatcher.stats())}`,
      );
    });
    await waitForQuiet(harness, dispatcher);

    expect([...runs.keys()].sort()).toEqual(expected);
    expect([...runs.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect(
      await harness.count('select count(distinct idempotency_key) from notification_outbox'),
    ).toBe(expected.length);
    expect(await harness.count('select count(*) from notification_outbox')).toBe(expected.length);
    // The flushes took jobs away, and those came back from the effect log.
    const stats = dispatcher.stats();
    expect(stats.recoveries).toBeGreaterThanOrEqual(3);
    expect(stats.reenqueuedJobs).toBeGreaterThan(0);
  }, 40_000);
});

const jobCounts = async (url: string, prefix: string) => {
  const queues = ['side-effects', 'hosts'].map(
    (name) => new Queue(name, { connection: { url }, prefix }),
  );
  const counts = await Promise.all(queues.map((queue) => queue.getJobCounts()));
  await Promise.all(queues.map((queue) => queue.close()));
  return counts;
};

/**
 * Appends `total` events from 4 writers, and flushes Redis when the dispatcher has handled a
 * third and then two thirds of them, each time once it has recovered from the last flush.
 */
const appendAndFlushTwice = async (
  harness: SideEffectsHarness,
  dispatcher: Dispatcher,
  redis: RedisServer,
  total: number,
): Promise<string[]> => {
  const ids: string[] = [];
  let appended = 0;
  const writer = async () => {
    while (appended < total) {
      appended += 1;
      ids.push(await harness.append('GuestCheckedIn'));
      if (appended % 5 === 0) await harness.append('SomethingUnrelated');
      await sleep(20);
    }
  };
  const flushes = async () => {
    for (const share of [1 / 3, 2 / 3]) {
      const recoveries = dispatcher.stats().recoveries;
      await eventually(
        async () => (dispatcher.stats().dispatchedEvents >= total * share ? true : undefined),
        20_000,
        `${Math.round(share * 100)}% dispatched`,
      );
      await redis.flushAll();
      await eventually(
        async () => (dispatcher.stats().recoveries > recoveries ? true : undefined),
        5_000,
        'the recovery',
      );
    }
  };
  await Promise.all([writer(), writer(), writer(), writer(), flushes()]);
  return ids;
};
/** Until every effect is completed and stays so; duplicates still queued must be no-ops. */
const waitForQuiet = async (harness: SideEffectsHarness, dispatcher: Dispatcher) => {
  await eventually(
    async () => {
      const unfinished = await harness.count(
        `select count(*) from effect_log where status <> 'completed'`,
      );
      return unfinished === 0 && dispatcher.isActive() ? true : undefined;
    },
    10_000,
    'every effect completed',
  );
  await sleep(500);
};
