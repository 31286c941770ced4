import type { Pool, PoolClient } from 'pg';

export type OwnershipLock = {
  /** Resolves when the lock's connection breaks: ownership is then no longer certain. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
};

/**
 * One active owner per subscription: a session advisory lock held on a connection of its own
 * for as long as the owner runs, so it ends with the process or the connection.
 */
export const tryAcquireOwnership = async (
  pool: Pool,
  key: string,
): Promise<OwnershipLock | null> => {
  const client = await pool.connect();
  let broken = false;
  let markLost = (): void => {};
  const lost = new Promise<void>((resolve) => (markLost = resolve));
  const onError = (): void => {
    broken = true;
    markLost();
  };
  client.on('error', onError);
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [key],
    );
    if (rows[0]?.locked) return { lost, release: () => release(client, key, broken, onError) };
  } catch (error) {
    client.off('error', onError);
    client.release(true);
    throw error;
  }
  client.off('error', onError);
  client.release();
  return null;
};

const release = async (
  client: PoolClient,
  key: string,
  broken: boolean,
  onError: () => void,
): Promise<void> => {
  client.off('error', onError);
  try {
    if (broken) throw new Error('lock connection broken');
    await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    client.release();
  } catch {
    // A connection that cannot unlock is discarded, which ends the lock with it.
    client.release(true);
  }
};
