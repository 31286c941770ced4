import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const settingsMigrations: MigrationSet = {
  '20261122-0300-account-settings': sqlMigration(
    // One row per store owner's account; the object is validated by accountSettingsSchema
    // (libs/contracts) and read over the defaults, so adding a field needs no migration.
    sql`
        create table account_settings (
          account_id uuid primary key references users (id) on delete cascade,
          settings jsonb not null,
          updated_at timestamptz not null default now()
        )`,
  ),
};
