import { createPool } from '@chegada/database';
import { createPostgresEventStore } from '@chegada/event-store';
import { ProjectionRunner } from '../runner/projection-runner';
import { countingProjection } from './counting.projection';

/**
 * Child process of the kill test: runs the counting projection until it is killed, telling
 * the parent (over the fork IPC channel) each time a batch is written but not yet committed.
 * Run with `node -r @swc-node/register`; settings come from the parent's environment.
 */
const url = process.env.DATABASE_URL ?? '';
const pool = createPool(url, 4, { application_name: 'kill-test-child' });
const runner = new ProjectionRunner({
  pool,
  eventStore: createPostgresEventStore({ pool, pollIntervalMs: 50 }),
  projection: countingProjection({
    table: process.env.COUNTING_TABLE ?? 'counts',
    streamPrefix: process.env.STREAM_PREFIX ?? 'counter-',
    saveDelayMs: Number(process.env.SAVE_DELAY_MS ?? 100),
    onSave: (rows) => process.send?.({ saving: rows }),
  }),
  batchSize: Number(process.env.BATCH_SIZE ?? 200),
  standbyRetryMs: 50,
  logger: {
    info: () => undefined,
    warn: () => undefined,
    error: (fields, message) => console.error(message, fields),
  },
});
runner.start();
process.send?.({ started: true });
