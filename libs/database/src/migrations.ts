import { Migrator, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * Each module owns its migrations; the application lists the modules' sets in one place
 * (apps/api/src/database/all-migrations.ts). Names sort globally: `YYYYMMDD-NNNN-what`.
 */
export type MigrationSet = Record<string, Migration>;

/** A migration that is only SQL: its statements run one after another, in the order given. */
export const sqlMigration = (...statements: RawBuilder<unknown>[]): Migration => ({
  async up(db) {
    for (const statement of statements) await statement.execute(db);
  },
});

export const migrateToLatest = async (
  db: Kysely<unknown>,
  sets: MigrationSet[],
): Promise<string[]> => {
  const migrations = Object.assign({}, ...sets) as MigrationSet;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return results
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
};
