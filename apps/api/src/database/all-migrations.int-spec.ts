import { sql } from 'kysely';
import { migrateToLatest } from '@chegada/database';
import { createTestDatabase, type TestDatabase } from '@chegada/testing';
import { allMigrations } from './all-migrations';

describe("the app's migrations", () => {
  let database: TestDatabase;
  beforeAll(async () => (database = await createTestDatabase()));
  afterAll(() => database.drop());

  it('are already applied in the template and applying again changes nothing', async () => {
    const applied = await migrateToLatest(database.db, allMigrations);
    expect(applied).toEqual([]);
    const { rows } = await sql<{
      name: string;
    }>`select name from schema_migrations order by name`.execute(database.db);
    expect(rows.map((row) => row.name)).toEqual(
      allMigrations.flatMap((set) => Object.keys(set)).sort(),
    );
  });
});
