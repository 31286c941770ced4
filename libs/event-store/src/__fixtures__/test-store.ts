import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { createDatabase, createPool } from '@chegada/database';
import { createPostgresEventStore, type EventStore } from '@chegada/event-store';
import { createTestDatabase, type TestDatabase } from '@chegada/testing';

export type TestStore = {
  database: TestDatabase;
  pool: Pool;
  /** Kysely over `pool`. */
  db: Kysely<unknown>;
  eventStore: EventStore;
  /** Closes the event store and the pool, then drops the database. */
  close(): Promise<void>;
};

/**
 * A test file's own migrated database with a PostgreSQL event store on it.
 *
 * pg-pool's end() resolves while the connections it removed are still closing, so the forced
 * drop of the database right after kills them mid-close. An idle connection then re-emits the
 * error on the pool, and one that was checked out (an event store subscription's last page
 * read, say) on itself; either way an 'error' event without a listener would crash the Jest
 * worker. Both get a listener here, and the tests read through this pool rather than
 * TestDatabase.db, whose pool has none.
 */
export const createTestStore = async (): Promise<TestStore> => {
  const database = await createTestDatabase();
  const pool = createPool(database.url, 10, { application_name: 'chegada-event-store-test' });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = createDatabase<unknown>(pool);
  const eventStore = createPostgresEventStore({ pool, pollIntervalMs: 50 });
  return {
    database,
    pool,
    db,
    eventStore,
    close: async () => {
      await eventStore.close();
      await db.destroy(); // ends the pool
      await database.drop();
    },
  };
};

/**
 * A test store created before the enclosing describe's tests and closed after them: its fields
 * are set once the tests run.
 */
export const testStoreForTheseTests = (): TestStore => {
  const store = {} as TestStore;
  beforeAll(async () => {
    Object.assign(store, await createTestStore());
  });
  afterAll(() => store.close());
  return store;
};
