import { randomUUID } from 'node:crypto';
import type { EventStore } from '@chegada/event-store';
import { ProjectionRunner } from './projection-runner';
import { ParkedEvents } from './parked-events';
import { runParked } from '../rebuild/parked-command';
import { WAITING_BEHIND_PARKED } from './apply-batch';
import {
  countedEvents,
  countingProjection,
  createCountingTable,
  readCounts,
} from '../__fixtures__/counting.projection';
import { anEvent } from '../../../libs/event-store/src/__fixtures__/events';
import { appendCounted, recordingLogger, waitFor } from '../__fixtures__/test-log';
import {
  createTestStore,
  type TestStore,
} from '../../../libs/event-store/src/__fixtures__/test-store';

jest.setTimeout(30_000);

describe('a projection event its code cannot apply', () => {
  let store: TestStore;
  let eventStore: EventStore;
  let runner: ProjectionRunner | undefined;

  beforeAll(async () => {
    store = await createTestStore();
    ({ eventStore } = store);
  });
  afterAll(async () => {
    await runner?.stop();
    await store.close();
  });

  it('is parked after its tries, the events after it go on, and a replay applies it once fixed', async () => {
    const table = 'poisoned_counts';
    await createCountingTable(store.db, table);
    const poisonId = randomUUID();
    let fixed = false;
    const projection = countingProjection({
      table,
      poison: (event) => !fixed && event.id === poisonId,
    });
    const logger = recordingLogger({ expectErrors: true });
    runner = new ProjectionRunner({
      pool: store.pool,
      eventStore,
      projection,
      parkAfterAttempts: 3,
      minBackoffMs: 5,
      standbyRetryMs: 50,
      logger,
    });
    const poisoned = `${table}-poisoned`;
    await eventStore.append(poisoned, [anEvent(), anEvent()]);
    await eventStore.append(poisoned, [anEvent({ id: poisonId }), anEvent()]);
    const others = await appendCounted(eventStore, {
      prefix: `${table}-b`,
      streams: 5,
      perStream: 5,
    });
    const parked = new ParkedEvents({ pool: store.pool, eventStore, projections: [projection] });
    const counted = () => countedEvents(store.db, table);
    const countOf = async (streamId: string) =>
      (await readCounts(store.db, table)).find((row) => row.stream_id === streamId);

    runner.start();
    // Every other stream is counted; the poisoned one up to the event before the poison.
    await waitFor(counted, (total) => total === 2 + others);
    expect(await countOf(poisoned)).toMatchObject({ count: 2, in_order: true });
    expect((await parked.list({ page: 1, perPage: 10 })).items).toEqual([
      expect.objectContaining({
        projection: projection.name,
        eventId: poisonId,
        streamId: poisoned,
        revision: 2,
        docKey: poisoned,
        error: `Error: cannot apply ${poisonId}`,
        attempts: 3,
      }),
      expect.objectContaining({ revision: 3, docKey: poisoned, error: WAITING_BEHIND_PARKED }),
    ]);
    expect(logger.messages).toContain('projection event parked; replay it once fixed');

    // Live: the poisoned doc's next event waits behind it; another doc's is applied.
    await eventStore.append(poisoned, [anEvent()]);
    await eventStore.append(`${table}-b0`, [anEvent()]);
    await waitFor(counted, (total) => total === 3 + others);
    await waitFor(
      () => parked.list({ page: 1, perPage: 10 }),
      (page) => page.total === 3,
    );

    expect(await parked.replay()).toEqual({ replayed: 0, stillFailing: 3 });
    expect((await parked.list({ page: 1, perPage: 1 })).items[0]?.attempts).toBe(4);

    fixed = true;
    expect(await parked.replay()).toEqual({ replayed: 3, stillFailing: 0 });
    expect(await countOf(poisoned)).toMatchObject({ count: 5, last_revision: 4, in_order: true });
    expect(await parked.list({ page: 1, perPage: 10 })).toEqual({ items: [], total: 0 });

    // Once replayed, the doc takes its events as they come again.
    await eventStore.append(poisoned, [anEvent()]);
    await waitFor(
      () => countOf(poisoned),
      (row) => row?.count === 6,
    );
    expect(await countOf(poisoned)).toMatchObject({ in_order: true });
  });

  it('is listed and replayed by an operator command, `npm run projections:parked`', async () => {
    const lines: string[] = [];
    const output = {
      out: (text: string) => lines.push(text),
      err: (text: string) => lines.push(text),
    };
    const env = { DATABASE_URL: store.database.url };
    expect(await runParked(['list'], env, output)).toBe(0);
    expect(await runParked(['replay', 'reservation-list'], env, output)).toBe(0);
    expect(await runParked(['replay', 'nope'], env, output)).toBe(2);
    expect(lines).toEqual([
      '0 parked events.',
      'Replayed 0 parked events; 0 still fail.',
      expect.stringContaining('Usage: npm run projections:parked -- list | replay [NAME]'),
    ]);
  });
});
