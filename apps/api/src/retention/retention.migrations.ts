import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const retentionMigrations: MigrationSet = {
  '20261213-0310-retention': sqlMigration(
    // A host's retention periods (issue 32); an account without a row has the defaults
    // (RETENTION_LIMITS in libs/contracts). The bounds are checked here too.
    sql`
        create table retention_settings (
          account_id uuid primary key references users (id) on delete cascade,
          biometric_days integer not null check (biometric_days between 0 and 90),
          personal_data_months integer not null check (personal_data_months between 1 and 60),
          updated_at timestamptz not null default now()
        )`,
    // Every run of the retention job, real or dry, with what it removed (or would remove).
    sql`
        create table retention_runs (
          id uuid primary key,
          dry_run boolean not null,
          started_at timestamptz not null,
          finished_at timestamptz,
          counts jsonb,
          failure text
        )`,
    sql`create index retention_runs_started_idx on retention_runs (started_at desc)`,
  ),
};
