import type { Pool } from 'pg';
import type { Kysely } from 'kysely';
import { NestFactory } from '@nestjs/core';
import { createDatabase } from '@chegada/database';
import { createPostgresEventStore, type EventStore } from '@chegada/event-store';
import { createTestDatabase, type TestDatabase } from '@chegada/testing';
import { ProjectionsModule, ProjectionsService } from './projections.module';
import {
  countedEvents,
  countingProjection,
  createCountingTable,
} from './runner/__fixtures__/counting.projection';
import { appendCounted, recordingLogger, waitFor } from './runner/__fixtures__/test-log';
import { createTestPool } from './runner/__fixtures__/test-pool';

jest.setTimeout(20_000);

describe('ProjectionsModule', () => {
  let database: TestDatabase;
  let pool: Pool;
  let db: Kysely<unknown>;
  let eventStore: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createTestPool(database.url);
    db = createDatabase(pool);
    eventStore = createPostgresEventStore({ pool, pollIntervalMs: 50 });
  });
  afterAll(async () => {
    await eventStore.close();
    await db.destroy(); // ends the pool
    await database.drop();
  });

  it('runs the projections from bootstrap until the app closes', async () => {
    await createCountingTable(db, 'counts');
    // As the app wires it: the pool comes from another module through a token.
    const POOL = Symbol('POOL');
    const poolModule = {
      module: class PoolModule {},
      providers: [{ provide: POOL, useValue: pool }],
      exports: [POOL],
    };
    const app = await NestFactory.createApplicationContext(
      ProjectionsModule.forRootAsync({
        inject: [POOL],
        useFactory: (injected: Pool) => ({
          pool: injected,
          eventStore,
          projections: [countingProjection({ table: 'counts' })],
          standbyRetryMs: 50,
          logger: recordingLogger(),
        }),
        imports: [poolModule],
      }),
      { logger: false },
    );
    await app.init();
    const service = app.get(ProjectionsService);
    await waitFor(
      async () => service.statuses(),
      ([first]) => first?.status === 'owner',
    );
    const appended = await appendCounted(eventStore, {
      prefix: 'counts-',
      streams: 3,
      perStream: 4,
    });
    await waitFor(
      () => countedEvents(db, 'counts'),
      (total) => total === appended,
    );
    await app.close();
    expect(service.statuses()).toEqual([{ name: 'counting-counts', status: 'stopped' }]);
  });
});
