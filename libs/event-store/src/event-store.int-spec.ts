import { once } from 'node:events';
import type { Pool } from 'pg';
import { createPool } from '@chegada/database';
import { createTestDatabase, type TestDatabase } from '@chegada/testing';
import { collect } from './contract/collector';
import { CONCURRENT_LOAD, randomCommitDelay } from './contract/concurrency.contract';
import { checkDelivery, runConcurrentLoad } from './contract/concurrent-load';
import {
  describeEventStoreContract,
  type EventStoreContractSubject,
} from './contract/event-store.contract';
import { anEvent, ids, sleep, uniquePrefix } from './contract/fixtures';
import type { EventStore } from './event-store.port';
import { createKurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
import { DuplicateEventId } from './postgres/duplicate-event-id.error';
import { createPostgresEventStore } from './postgres/postgres-event-store';

type PostgresSubject = EventStoreContractSubject & { pool: Pool };

const setUpPostgres = async (): Promise<PostgresSubject> => {
  const database: TestDatabase = await createTestDatabase();
  // 16 writers holding connections through their commit delays, plus readers.
  const pool = createPool(database.url, 32);
  // Dropping the database ends idle connections; that is not a test failure.
  pool.on('error', () => undefined);
  const store = createPostgresEventStore({ pool });
  const stores: EventStore[] = [store];
  return {
    pool,
    store,
    withBeforeCommit: (beforeCommit) => {
      const delayed = createPostgresEventStore({ pool, beforeCommit });
      stores.push(delayed);
      return delayed;
    },
    teardown: async () => {
      await Promise.all(stores.map((each) => each.close()));
      await pool.end();
      await database.drop();
    },
  };
};

describeEventStoreContract('PostgreSQL', setUpPostgres);

const kurrentDbUrl = process.env.KURRENTDB_URL;
if (kurrentDbUrl) {
  describeEventStoreContract('KurrentDB', async () => {
    const store = createKurrentDbEventStore({ connectionString: kurrentDbUrl });
    return { store, teardown: () => store.close() };
  });
} else {
  // Said in the output rather than as a skipped test: nothing here can run without a server.
  console.log('The KurrentDB contract suite was NOT run: KURRENTDB_URL is not set.');
}

type NaiveReader = { seen: Set<string>; read(): Promise<string[]>; stop(): Promise<void> };

/**
 * The reader the adapter must beat: `global_position > last`, moving to the highest position
 * it has seen. A transaction that took a lower position but commits later is skipped.
 */
const naiveReader = (pool: Pool, streamPrefix: string, continuous: boolean): NaiveReader => {
  let last = '0';
  let running = continuous;
  const seen = new Set<string>();
  const read = async (): Promise<string[]> => {
    const { rows } = await pool.query<{ global_position: string; event_id: string }>(
      `select global_position, event_id from es_events
       where global_position > $1 and stream_id like $2 order by global_position limit 1000`,
      [last, `${streamPrefix}%`],
    );
    for (const row of rows) seen.add(row.event_id);
    last = rows.at(-1)?.global_position ?? last;
    return rows.map((row) => row.event_id);
  };
  const loop = (async () => {
    while (running) if ((await read()).length === 0) await sleep(1);
  })();
  return {
    seen,
    read,
    stop: async () => {
      running = false;
      await loop;
      await read();
    },
  };
};

/** A store whose next append inserts, then holds its commit until released. */
const holdingStore = (pool: Pool) => {
  let inserted!: () => void;
  let release!: () => void;
  const insertedPromise = new Promise<void>((resolve) => (inserted = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const store = createPostgresEventStore({
    pool,
    beforeCommit: async () => {
      inserted();
      await released;
    },
  });
  return { store, inserted: insertedPromise, release };
};

describe('PostgreSQL event store, beyond the contract', () => {
  let subject: PostgresSubject;
  beforeAll(async () => (subject = await setUpPostgres()));
  afterAll(() => subject.teardown());

  it('the naive reader misses events under the concurrent load; the subscription misses none', async () => {
    const { store, pool, withBeforeCommit } = subject;
    const prefix = uniquePrefix();
    const { position } = await store.append(`${prefix}marker`, [anEvent()]);
    const filter = { streamPrefixes: [`${prefix}load-`] };
    const subscription = collect(store.subscribeToAll({ fromPosition: position, filter }));
    const naive = naiveReader(pool, `${prefix}load-`, true);

    const load = await runConcurrentLoad({
      ...CONCURRENT_LOAD,
      stores: [withBeforeCommit?.(randomCommitDelay) ?? store, store],
      streamPrefix: `${prefix}load-`,
    });
    await naive.stop();
    await subscription.waitForCount(load.total, 15_000).catch(() => undefined);
    await subscription.stop();

    const naiveMissed = [...load.streams.values()].flat().filter((id) => !naive.seen.has(id));
    const report = checkDelivery(load, subscription.events);
    console.log(
      `${load.total} events from ${CONCURRENT_LOAD.writers} writers (${load.conflicts} conflicts): ` +
        `naive reader missed ${naiveMissed.length}, subscription missed ${report.missing}`,
    );
    expect(naiveMissed.length).toBeGreaterThan(0);
    expect(report).toEqual({ missing: 0, duplicates: 0, outOfOrder: [] });
  }, 30_000);

  it('a transaction that commits after a later one: the naive reader skips it, the subscription waits for it', async () => {
    const { store, pool } = subject;
    const prefix = uniquePrefix();
    const { position } = await store.append(`${prefix}marker`, [anEvent()]);
    const subscription = collect(
      store.subscribeToAll({ fromPosition: position, filter: { streamPrefixes: [`${prefix}s-`] } }),
    );
    const holding = holdingStore(pool);
    const [a, b] = [anEvent(), anEvent()];

    const appendA = holding.store.append(`${prefix}s-a`, [a], { streamState: 'no_stream' });
    const naive = naiveReader(pool, `${prefix}s-`, false);
    try {
      await holding.inserted;
      await store.append(`${prefix}s-b`, [b], { streamState: 'no_stream' });
      expect(await naive.read()).toEqual([b.id]);
      // The statement the subscription reads with holds B back while A is open; the order
      // the subscription delivers in below shows it waited for A.
      const filter = { streamPrefixes: [`${prefix}s-`] };
      expect(await store.readAll({ fromPosition: position, filter })).toEqual([]);
      expect(subscription.events).toEqual([]);
    } finally {
      holding.release();
      await appendA;
    }
    expect(await naive.read()).toEqual([]);
    await subscription.waitForCount(2);
    await subscription.stop();
    await holding.store.close();
    expect(ids(subscription.events)).toEqual([a.id, b.id]);
    const { rows } = await pool.query<{ event_id: string }>(
      'select event_id from es_events where event_id = any($1) order by global_position',
      [[a.id, b.id]],
    );
    // A took the lower global position, yet committed last.
    expect(rows.map((row) => row.event_id)).toEqual([a.id, b.id]);
  });

  it('refuses event ids stored elsewhere or in part with DuplicateEventId', async () => {
    const { store } = subject;
    const prefix = uniquePrefix();
    const [a, b] = [anEvent(), anEvent()];
    await store.append(`${prefix}one`, [a], { streamState: 'no_stream' });
    const refusals = await Promise.all([
      store
        .append(`${prefix}two`, [a], { streamState: 'no_stream' })
        .catch((error: unknown) => error),
      store.append(`${prefix}two`, [a], { streamState: 'any' }).catch((error: unknown) => error),
      store.append(`${prefix}one`, [a, b], { streamState: 'any' }).catch((error: unknown) => error),
      store.append(`${prefix}one`, [b, a], { streamState: 0 }).catch((error: unknown) => error),
    ]);
    for (const refusal of refusals) expect(refusal).toBeInstanceOf(DuplicateEventId);
    expect(ids(await store.readStream(`${prefix}one`))).toEqual([a.id]);
    expect(await store.readStream(`${prefix}two`)).toEqual([]);
  });
});

// The reader never polls during a test (setTimeout's longest delay): whatever it delivers, a
// wake-up delivered. The waits below only bound a hang; no assertion is about time.
const NEVER_POLL_MS = 2 ** 31 - 1;
const HANG_MS = 60_000;

describe('PostgreSQL event store across processes', () => {
  // Two pools stand for two processes (the API appending, the projections reading): each has
  // its own local wake-ups, so only the append signal can wake the other before its poll.
  let database: TestDatabase;
  let writerPool: Pool;
  let readerPool: Pool;
  let writer: EventStore;
  let reader: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    writerPool = createPool(database.url, 4);
    readerPool = createPool(database.url, 4);
    for (const pool of [writerPool, readerPool]) pool.on('error', () => undefined);
    writer = createPostgresEventStore({ pool: writerPool });
    reader = createPostgresEventStore({ pool: readerPool, pollIntervalMs: NEVER_POLL_MS });
  });

  afterAll(async () => {
    await Promise.all([writer.close(), reader.close()]);
    await Promise.all([writerPool.end(), readerPool.end()]);
    await database.drop();
  });

  const listeners = async (): Promise<number[]> => {
    const { rows } = await writerPool.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and application_name = 'chegada-listen'`,
    );
    return rows.map((row) => row.pid);
  };

  const untilListening = async (): Promise<void> => {
    for (let tries = 0; tries < 100 && (await listeners()).length === 0; tries += 1) {
      await sleep(50);
    }
  };

  /**
   * A subscription of the reader that has listened and read what was there (a probe event):
   * from here it waits, and only a wake-up makes it read again.
   */
  const waitingSubscription = async (prefix: string) => {
    const { position } = await writer.append(`${prefix}marker`, [anEvent()]);
    const probe = anEvent();
    await writer.append(`${prefix}probe`, [probe]);
    const subscription = collect(reader.subscribeToAll({ fromPosition: position }));
    await untilListening();
    await subscription.waitForCount(1, HANG_MS);
    return { subscription, probe };
  };

  it("wakes another process's subscription as soon as an append commits", async () => {
    const prefix = uniquePrefix();
    const { subscription, probe } = await waitingSubscription(prefix);
    const event = anEvent();
    await writer.append(`${prefix}stream`, [event]);
    await subscription.waitForCount(2, HANG_MS);
    await subscription.stop();
    expect(ids(subscription.events)).toEqual([probe.id, event.id]);
  });

  it('reads again soon when a wake-up finds the append behind a transaction still open', async () => {
    const prefix = uniquePrefix();
    const { subscription, probe } = await waitingSubscription(prefix);
    // An open transaction with an id holds every reader's horizon behind it.
    const blocker = await writerPool.connect();
    await blocker.query('begin');
    await blocker.query('select pg_current_xact_id()');
    // The reader's pool serves only its reads: the first read it ends after the append is the
    // one the wake-up caused, which the open transaction leaves empty.
    const wokenRead = once(readerPool, 'release');
    const event = anEvent();
    await writer.append(`${prefix}stream`, [event]);
    await wokenRead;
    expect(ids(subscription.events)).toEqual([probe.id]);
    await blocker.query('rollback');
    blocker.release();
    await subscription.waitForCount(2, HANG_MS);
    await subscription.stop();
    expect(ids(subscription.events)).toEqual([probe.id, event.id]);
  });

  it('listens again after its connection is cut, and misses nothing meanwhile', async () => {
    const prefix = uniquePrefix();
    const { position } = await writer.append(`${prefix}marker`, [anEvent()]);
    const subscription = collect(reader.subscribeToAll({ fromPosition: position }));
    await untilListening();
    const [cut] = await listeners();
    await writerPool.query('select pg_terminate_backend($1)', [cut]);
    const whileCut = anEvent();
    await writer.append(`${prefix}stream`, [whileCut]);
    // Reconnected (a new backend), it reads what landed while it was away, then follows.
    for (let tries = 0; tries < 100; tries += 1) {
      const now = await listeners();
      if (now.length > 0 && !now.includes(cut!)) break;
      await sleep(50);
    }
    await subscription.waitForCount(1, HANG_MS);
    const after = anEvent();
    await writer.append(`${prefix}stream`, [after]);
    await subscription.waitForCount(2, HANG_MS);
    await subscription.stop();
    expect(ids(subscription.events)).toEqual([whileCut.id, after.id]);
  });
});
