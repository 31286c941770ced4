import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const locksMigrations: MigrationSet = {
  '20261124-2300-locks': sqlMigration(
    // One TTLock account per host; the tokens sealed (LockSecrets), the password never kept.
    sql`
        create table ttlock_accounts (
          account_id uuid primary key references users (id) on delete cascade,
          username text not null,
          access_token text not null,
          refresh_token text not null,
          expires_at timestamptz not null,
          connected_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`,
    // What is on the lock for a reservation, and how the last attempt ended.
    sql`
        create table lock_passcodes (
          reservation_id uuid primary key,
          account_id uuid not null,
          lock_id text,
          keyboard_pwd_id bigint,
          passcode text,
          start_at timestamptz,
          end_at timestamptz,
          error_code integer,
          error_key text,
          revision integer not null,
          updated_at timestamptz not null default now()
        )`,
  ),
};
