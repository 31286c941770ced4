import type { Pool } from 'pg';
import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@chegada/event-store';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
import {
  countedEvents,
  countingProjection,
  createCountingTable,
  readCounts,
  type CountingOptions,
} from '../__fixtures__/counting.projection';
import { appendCounted, recordingLogger, waitFor } from '../__fixtures__/test-log';
import {
  createTestStore,
  type TestStore,
} from '../../../libs/event-store/src/__fixtures__/test-store';

jest.setTimeout(20_000);

describe('ProjectionRunner', () => {
  let store: TestStore;
  let pool: Pool;
  let db: Kysely<unknown>;
  let eventStore: EventStore;
  const runners: ProjectionRunner[] = [];

  beforeAll(async () => {
    store = await createTestStore();
    ({ pool, db, eventStore } = store);
  });
  afterEach(() => Promise.all(runners.splice(0).map((runner) => runner.stop())));
  afterAll(async () => {
    await store.close();
  });

  let tables = 0;
  const newTable = async (): Promise<string> => {
    const table = `counts_${++tables}`;
    await createCountingTable(db, table);
    return table;
  };
  /** Appends `perStream` counted events to each of `streams` streams of the table's own. */
  const appendTo = (table: string, streams: number, perStream: number) =>
    appendCounted(eventStore, { prefix: `${table}-`, streams, perStream });
  /** Waits until the projection has counted `total` events into the table. */
  const countedReaches = (table: string, total: number) =>
    waitFor(
      () => countedEvents(db, table),
      (counted) => counted === total,
    );
  /** Waits until this runner owns the projection. */
  const ownerNow = (projection: ProjectionRunner) =>
    waitFor(
      async () => projection.status,
      (status) => status === 'owner',
    );
  const runner = (
    counting: CountingOptions,
    options: Partial<ProjectionRunnerOptions> = {},
  ): ProjectionRunner => {
    const created = new ProjectionRunner({
      pool,
      eventStore,
      projection: countingProjection(counting),
      standbyRetryMs: 50,
      minBackoffMs: 10,
      batchSize: 100,
      logger: recordingLogger(),
      ...options,
    });
    runners.push(created);
    return created;
  };
  const expectExactlyOnce = async (table: string, perStream: number) => {
    for (const row of await readCounts(db, table)) {
      expect(row).toMatchObject({ count: perStream, in_order: true });
    }
  };

  it('catches up from the start, then follows live appends', async () => {
    const table = await newTable();
    const before = await appendTo(table, 20, 30);
    runner({ table }).start();
    await countedReaches(table, before);
    const after = await appendTo(table, 20, 5);
    await countedReaches(table, before + after);
    await expectExactlyOnce(table, 35);
    const { rows } = await sql<{ position: string }>`
      select position from es_checkpoints
      where subscription_id = ${`projection:counting-${table}`}`.execute(db);
    expect(rows).toHaveLength(1);
  });

  it('keeps a standby idle while the owner runs, and hands over when the owner stops', async () => {
    const table = await newTable();
    const owner = runner({ table });
    owner.start();
    await ownerNow(owner);
    const standby = runner({ table });
    standby.start();
    const first = await appendTo(table, 10, 10);
    await countedReaches(table, first);
    expect(standby.status).toBe('standby');

    await owner.stop();
    expect(owner.status).toBe('stopped');
    await ownerNow(standby);
    const second = await appendTo(table, 10, 10);
    await countedReaches(table, first + second);
    await expectExactlyOnce(table, 20);
  });

  it('retries a failing batch and never skips its events', async () => {
    const table = await newTable();
    let failures = 3;
    const logger = recordingLogger({ expectErrors: true });
    runner({ table, failSave: () => failures-- > 0 }, { logger }).start();
    const appended = await appendTo(table, 10, 10);
    await countedReaches(table, appended);
    await expectExactlyOnce(table, 10);
    expect(logger.messages.filter((message) => message.includes('retrying'))).toHaveLength(3);
  });

  it('lets the batch in flight commit when stopped', async () => {
    const table = await newTable();
    let saving = false;
    const slow = runner(
      { table, saveDelayMs: 300, onSave: () => (saving = true) },
      { batchSize: 1000 },
    );
    const appended = await appendTo(table, 5, 10);
    slow.start();
    await waitFor(async () => saving, Boolean);
    await slow.stop();
    // Everything had been appended before the batch began, so it held every event.
    expect(await countedEvents(db, table)).toBe(appended);
  });

  it('steps back when another process moved its checkpoint', async () => {
    const table = await newTable();
    const logger = recordingLogger({ expectErrors: true });
    const stepping = runner({ table }, { logger });
    stepping.start();
    const first = await appendTo(table, 5, 2);
    await countedReaches(table, first);
    // What a second owner would do: move the checkpoint (here, back to the start).
    await sql`delete from es_checkpoints
      where subscription_id = ${`projection:counting-${table}`}`.execute(db);
    await appendTo(table, 5, 2);
    await waitFor(
      async () => logger.messages,
      (messages) => messages.includes('projection lost ownership'),
    );
  });
});
