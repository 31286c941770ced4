import type { Pool, PoolClient } from 'pg';

// Two-key advisory locks live apart from the one-key locks the event store takes on
// stream ids; this first key marks "projection ownership".
const LOCK_NAMESPACE = 0x50524f4a;

export type OwnershipLock = {
  /** Settles when the lock's connection is gone, and with it the lock. */
  readonly lost: Promise<void>;
  isLost(): boolean;
  release(): Promise<void>;
};

const watchConnection = (client: PoolClient) => {
  let lost = false;
  let markLost = (): void => undefined;
  const promise = new Promise<void>((resolve) => {
    markLost = () => {
      lost = true;
      resolve();
    };
  });
  client.on('error', markLost);
  client.on('end', markLost);
  const unwatch = () => {
    client.off('error', markLost);
    client.off('end', markLost);
  };
  return { lost: promise, isLost: () => lost, unwatch };
};

/**
 * One owner per projection: a session advisory lock held on a connection of its own for as
 * long as the owner runs. Returns null when another process holds it.
 */
export const tryAcquireOwnership = async (
  pool: Pool,
  subscriptionId: string,
): Promise<OwnershipLock | null> => {
  const client = await pool.connect();
  const watch = watchConnection(client);
  let acquired: boolean;
  try {
    const { rows } = await client.query<{ acquired: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as acquired',
      [LOCK_NAMESPACE, subscriptionId],
    );
    acquired = rows[0]?.acquired === true;
  } catch (error) {
    watch.unwatch();
    client.release(true);
    throw error;
  }
  if (!acquired) {
    watch.unwatch();
    client.release();
    return null;
  }
  return {
    lost: watch.lost,
    isLost: watch.isLost,
    release: async () => {
      let unlocked = false;
      try {
        if (!watch.isLost()) {
          await client.query('select pg_advisory_unlock($1, hashtext($2))', [
            LOCK_NAMESPACE,
            subscriptionId,
          ]);
          unlocked = true;
        }
      } finally {
        watch.unwatch();
        // A connection that may still hold the lock is closed, never returned to the pool.
        client.release(!unlocked);
      }
    },
  };
};

/** Who holds the lock, for a message that tells an operator where to look. */
export const describeOwner = async (pool: Pool, subscriptionId: string): Promise<string> => {
  const { rows } = await pool.query<{ pid: number; application_name: string; addr: string }>(
    `select a.pid, a.application_name, coalesce(a.client_addr::text, 'local') as addr
     from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted
       and l.classid = $1::int::oid and l.objid = hashtext($2)::oid and l.objsubid = 2`,
    [LOCK_NAMESPACE, subscriptionId],
  );
  const owner = rows[0];
  return owner
    ? `backend pid ${owner.pid} (${owner.application_name || 'no application name'}, ${owner.addr})`
    : 'another process';
};
