import { Client, type Pool } from 'pg';

/**
 * Runs `work` while holding PostgreSQL's session advisory lock named `key`: one run per key at
 * a time across processes. The lock is held on a connection of its own, outside `pool`, so
 * runs waiting for it never take the connections their `work` needs from the pool; a process
 * that dies mid-run lets the lock go with its connection.
 */
export const withAdvisoryLock = async <Result>(
  pool: Pool,
  key: string,
  work: () => Promise<Result>,
): Promise<Result> => {
  const { connectionString, application_name } = pool.options;
  const client = new Client({ connectionString, application_name: `${application_name}-lock` });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    return await work();
  } finally {
    // Closing the connection ends its session lock with it.
    await client.end().catch(() => undefined);
  }
};
