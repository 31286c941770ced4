import type { Pool } from 'pg';
import type { Kysely } from 'kysely';
import { NestFactory } from '@nestjs/core';
import type { EventStore } from '@chegada/event-store';
import { ProjectionsModule, ProjectionsService } from './projections.module';
import {
  countedEvents,
  countingProjection,
  createCountingTable,
} from './__fixtures__/counting.projection';
import { appendCounted, recordingLogger, waitFor } from './__fixtures__/test-log';
import { createTestStore, type TestStore } from './__fixtures__/test-store';

jest.setTimeout(20_000);

describe('ProjectionsModule', () => {
  let store: TestStore;
  let pool: Pool;
  let db: Kysely<unknown>;
  let eventStore: EventStore;

  beforeAll(async () => {
    store = await createTestStore();
    ({ pool, db, eventStore } = store);
  });
  afterAll(() => store.close());

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
