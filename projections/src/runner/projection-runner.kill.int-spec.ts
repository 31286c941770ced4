import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { rebuildProjection } from '../rebuild/rebuild-projection';
import { ProjectionRunner } from './projection-runner';
import {
  countedEvents,
  countingProjection,
  createCountingTable,
  readCounts,
} from '../__fixtures__/counting.projection';
import { appendCounted, recordingLogger, waitFor } from '../__fixtures__/test-log';
import { testStoreForTheseTests } from '../../../libs/event-store/src/__fixtures__/test-store';

const ROOT = resolve(__dirname, '../../..');
const CHILD = resolve(__dirname, '../__fixtures__/run-counting-projection.ts');

type ChildMessage = { saving?: number };

/** Runs the projection in a child process and SIGKILLs it inside its nth transaction. */
const runAndKillOnSave = (env: Record<string, string>, nth: number): Promise<void> =>
  new Promise((done, fail) => {
    const child: ChildProcess = fork(CHILD, [], {
      cwd: ROOT,
      execArgv: ['-r', '@swc-node/register'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let saves = 0;
    child.on('message', (message: ChildMessage) => {
      // The child pauses after writing and before committing, so this lands mid-batch.
      if (message.saving !== undefined && ++saves === nth) child.kill('SIGKILL');
    });
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? done() : fail(new Error(`child exited with ${code ?? signal}`)),
    );
  });

// Usually about 10 s; the margin is for a machine busy with other test databases.
jest.setTimeout(60_000);

describe('ProjectionRunner killed mid-batch', () => {
  const store = testStoreForTheseTests();

  it('resumes after SIGKILL with a read model equal to a fresh rebuild', async () => {
    const { pool, db, eventStore } = store;
    await createCountingTable(db, 'counts_killed');
    await createCountingTable(db, 'counts_rebuilt');
    const appended = await appendCounted(eventStore, {
      prefix: 'counter-',
      streams: 40,
      perStream: 100,
    });
    const env = {
      DATABASE_URL: store.database.url,
      COUNTING_TABLE: 'counts_killed',
      STREAM_PREFIX: 'counter-',
      BATCH_SIZE: '200',
    };
    const progress = () => countedEvents(db, 'counts_killed');

    await runAndKillOnSave(env, 3);
    const afterFirstKill = await progress();
    await runAndKillOnSave(env, 2);
    const afterSecondKill = await progress();
    expect(afterFirstKill).toBeGreaterThan(0);
    expect(afterSecondKill).toBeGreaterThan(afterFirstKill);
    expect(afterSecondKill).toBeLessThan(appended);

    const killed = countingProjection({ table: 'counts_killed', streamPrefix: 'counter-' });
    const restarted = new ProjectionRunner({
      pool,
      eventStore,
      projection: killed,
      standbyRetryMs: 50,
      logger: recordingLogger(),
    });
    restarted.start();
    await waitFor(progress, (total) => total >= appended);
    await restarted.stop();

    const rebuilt = countingProjection({ table: 'counts_rebuilt', streamPrefix: 'counter-' });
    expect(await rebuildProjection({ pool, eventStore, projection: rebuilt })).toBe(appended);
    const afterRestart = await readCounts(db, 'counts_killed');
    expect(afterRestart).toEqual(await readCounts(db, 'counts_rebuilt'));
    expect(afterRestart).toHaveLength(40);
    for (const row of afterRestart) expect(row).toMatchObject({ count: 100, in_order: true });
  });
});
