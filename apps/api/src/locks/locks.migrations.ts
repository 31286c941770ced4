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
  // The owner's test codes, until the worker has deleted them from the lock.
  '20261204-0100-lock-test-codes': sqlMigration(
    sql`
        create table lock_test_codes (
          id uuid primary key default gen_random_uuid(),
          account_id uuid not null references users (id) on delete cascade,
          residence_id uuid not null,
          lock_id text not null,
          keyboard_pwd_id bigint not null,
          remove_at timestamptz not null,
          removed_at timestamptz,
          error_code integer,
          error_key text,
          retrying boolean not null default false,
          created_at timestamptz not null default now()
        )`,
    sql`create index lock_test_codes_residence on lock_test_codes (residence_id, created_at)`,
  ),
};
