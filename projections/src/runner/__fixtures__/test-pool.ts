import type { Pool } from 'pg';
import { createPool } from '@chegada/database';

/**
 * A pool for a test file's own database. pg-pool's end() resolves while the connections it
 * removed are still closing, so the forced drop of the database right after kills them
 * mid-close. An idle connection then re-emits the error on the pool, and one that was checked
 * out (an event store subscription's last page read, say) on itself; either way an 'error'
 * event without a listener would crash the Jest worker. Both get a listener here, and the
 * tests read through this pool rather than TestDatabase.db, whose pool has none.
 */
export const createTestPool = (url: string): Pool => {
  const pool = createPool(url, 10, { application_name: 'chegada-projections-test' });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
};
