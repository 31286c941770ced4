import type { Pool } from 'pg';
import { NestFactory } from '@nestjs/core';
import { ProjectionsModule, ProjectionsService } from './projections.module';
import {
  countedEvents,
  countingProjection,
  createCountingTable,
} from './__fixtures__/counting.projection';
import { appendCounted, recordingLogger, waitFor } from './__fixtures__/test-log';
import { testStoreForTheseTests } from '../../libs/event-store/src/__fixtures__/test-store';

jest.setTimeout(20_000);

describe('ProjectionsModule', () => {
  const store = testStoreForTheseTests();

  it('runs the projections from bootstrap until the app closes', async () => {
    await createCountingTable(store.db, 'counts');
    // As the app wires it: the pool comes from another module through a token.
    const POOL = Symbol('POOL');
    const poolModule = {
      module: class PoolModule {},
      providers: [{ provide: POOL, useValue: store.pool }],
      exports: [POOL],
    };
    const app = await NestFactory.createApplicationContext(
      ProjectionsModule.forRootAsync({
        inject: [POOL],
        useFactory: (injected: Pool) => ({
          pool: injected,
          eventStore: store.eventStore,
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
    const appended = await appendCounted(store.eventStore, {
      prefix: 'counts-',
      streams: 3,
      perStream: 4,
    });
    await waitFor(
      () => countedEvents(store.db, 'counts'),
      (total) => total === appended,
    );
    await app.close();
    expect(service.statuses()).toEqual([{ name: 'counting-counts', status: 'stopped' }]);
  });
});
