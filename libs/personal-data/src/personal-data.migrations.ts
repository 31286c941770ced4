import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const personalDataMigrations: MigrationSet = {
  '20261122-0100-personal-data-keys': sqlMigration(
    // One data key per subject (a reservation). Shredding clears wrapped_key and keeps the
    // row, so "removed" can be told from "never existed".
    sql`
        create table personal_data_keys (
          subject_id text primary key,
          wrapped_key bytea,
          created_at timestamptz not null default now(),
          shredded_at timestamptz,
          check ((wrapped_key is null) = (shredded_at is not null))
        )`,
  ),
};
