import type { Pool, PoolClient } from 'pg';
import type { SubscriptionId } from './subscription-id';

// Two-key advisory locks ('PROJ', hashtext(id)) live apart from the one-key locks the event
// store takes on stream ids while appending, so a subscription named like a stream never
// blocks that stream's writers.
const LOCK_NAMESPACE = 0x50524f4a;

export type OwnershipLock = {
  /** Settles when the lock's connection is gone, and with it the lock. */
  readonly lost: Promise<void>;
  isLost(): boolean;
  /** Unlocks and gives the connection back; later calls return the first call's promise. */
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
 * One active owner per subscription: a session advisory lock held on a connection of its own
 * for as long as the owner runs, so it ends with the process or the connection. Returns null
 * when another process holds it.
 */
export const tryAcquireOwnership = async (
  pool: Pool,
  subscriptionId: SubscriptionId,
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
  let released: Promise<void> | undefined;
  const release = async () => {
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
  };
  return {
    lost: watch.lost,
    isLost: watch.isLost,
    // Once only: the connection goes back to the pool (or away) at the first call.
    release: () => (released ??= release()),
  };
};

/**
 * Who holds the lock, for a message that tells an operator where to look. Advisory locks are
 * per database, so one of another database on the same server is not it.
 */
export const describeOwner = async (
  pool: Pool,
  subscriptionId: SubscriptionId,
): Promise<string> => {
  const { rows } = await pool.query<{ pid: number; application_name: string; addr: string }>(
    `select a.pid, a.application_name, coalesce(a.client_addr::text, 'local') as addr
     from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted
       and l.database = (select oid from pg_database where datname = current_database())
       and l.classid = $1::int::oid and l.objid = hashtext($2)::oid and l.objsubid = 2`,
    [LOCK_NAMESPACE, subscriptionId],
  );
  const owner = rows[0];
  return owner
    ? `backend pid ${owner.pid} (${owner.application_name || 'no application name'}, ${owner.addr})`
    : 'another process';
};
