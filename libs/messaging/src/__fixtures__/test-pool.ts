import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '@chegada/testing';

export type TestPool = { database: TestDatabase; pool: Pool };

/**
 * A migrated database of the spec file's own and a pool on it, made before its tests and
 * dropped after them; read `held.pool` inside a test or a hook.
 */
export const useTestPool = (max = 4): TestPool => {
  const held = {} as TestPool;
  beforeAll(async () => {
    held.database = await createTestDatabase();
    held.pool = new Pool({ connectionString: held.database.url, max });
    // An idle connection the server ends must not fail whichever test runs then; the pool
    // opens another on the next query.
    held.pool.on('error', () => undefined);
  });
  afterAll(async () => {
    await held.pool.end();
    await held.database.drop();
  });
  return held;
};
