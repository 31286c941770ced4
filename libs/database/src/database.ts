import { Kysely, PostgresDialect } from 'kysely';
import { Pool, type PoolConfig } from 'pg';

/**
 * One pool per process. Long write transactions stall every event-store subscriber
 * (architecture.md), so an idle transaction is cut after 30 s.
 */
export const createPool = (url: string, max = 20, extra: PoolConfig = {}): Pool => {
  const pool = new Pool({
    connectionString: url,
    max,
    idle_in_transaction_session_timeout: 30_000,
    application_name: 'chegada',
    ...extra,
  });
  // An idle connection the server ends (restart, failover, a dropped test database) must not
  // crash the process: the pool discards it and opens another on the next query.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost while idle: ${error.message}`);
  });
  return pool;
};

export const createDatabase = <Schema>(pool: Pool): Kysely<Schema> =>
  new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
