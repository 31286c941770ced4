import type { Pool } from 'pg';
import {
  advanceCheckpoint,
  CheckpointConflict,
  deleteCheckpoint,
  describeOwner,
  type OwnershipLock,
  type Position,
  readCheckpoint,
  tryAcquireOwnership,
} from '@chegada/event-store';
import { anEvent } from '../__fixtures__/events';
import { createTestStore, type TestStore } from '../__fixtures__/test-store';

jest.setTimeout(20_000);

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
    ),
  ]);

describe('subscription ownership and checkpoints', () => {
  let store: TestStore;
  let pool: Pool;
  const locks: OwnershipLock[] = [];
  const own = async (id: `projection:${string}` | `dispatcher:${string}`) => {
    const lock = await tryAcquireOwnership(pool, id);
    if (lock) locks.push(lock);
    return lock;
  };

  beforeAll(async () => {
    store = await createTestStore();
    pool = store.pool;
  });
  afterEach(() => Promise.all(locks.splice(0).map((lock) => lock.release())));
  afterAll(() => store.close());

  it('lets one owner in at a time, names it to others, and hands over on release', async () => {
    const first = await own('projection:one-owner');
    expect(first).not.toBeNull();
    expect(await own('projection:one-owner')).toBeNull();
    expect(await own('dispatcher:one-owner')).not.toBeNull();
    expect(await describeOwner(pool, 'projection:one-owner')).toMatch(
      /^backend pid \d+ \(chegada-event-store-test, /,
    );
    await first?.release();
    expect(await own('projection:one-owner')).not.toBeNull();
  });

  it('never blocks appends to a stream named like the subscription', async () => {
    // The event store takes a one-key advisory lock on the stream id while appending.
    expect(await own('dispatcher:guest-1')).not.toBeNull();
    await within(store.eventStore.append('dispatcher:guest-1', [anEvent()]), 3_000);
  });

  it('reports the lock lost when its connection dies, and frees it for another owner', async () => {
    const lock = await own('projection:dies');
    expect(lock?.isLost()).toBe(false);
    // With a timeout, the call returns once the backend is gone and its locks with it: the
    // client can hear of the cut before the server has let the lock go.
    await pool.query(
      `select pg_terminate_backend(pid, 5000) from pg_locks
       where locktype = 'advisory' and objsubid = 2 and granted
         and database = (select oid from pg_database where datname = current_database())`,
    );
    await within(lock?.lost ?? Promise.resolve(), 3_000);
    expect(lock?.isLost()).toBe(true);
    expect(await own('projection:dies')).not.toBeNull();
  });

  it('moves a checkpoint only from where its owner left it', async () => {
    const id = 'dispatcher:checkpointed';
    const [p1, p2, p3] = ['0:1', '0:2', '0:3'] as Position[];
    expect(await readCheckpoint(store.db, id)).toBe('start');
    await advanceCheckpoint(store.db, id, 'start', p1!);
    await advanceCheckpoint(store.db, id, p1!, p2!);
    expect(await readCheckpoint(store.db, id)).toBe(p2);

    const stale = advanceCheckpoint(store.db, id, p1!, p3!);
    await expect(stale).rejects.toBeInstanceOf(CheckpointConflict);
    await expect(stale).rejects.toMatchObject({ code: 'CHECKPOINT_CONFLICT', subscriptionId: id });
    await expect(advanceCheckpoint(store.db, id, 'start', p3!)).rejects.toThrow(
      `Checkpoint of ${id} was moved by another process`,
    );
    expect(await readCheckpoint(store.db, id)).toBe(p2);

    await deleteCheckpoint(store.db, id);
    expect(await readCheckpoint(store.db, id)).toBe('start');
  });
});
