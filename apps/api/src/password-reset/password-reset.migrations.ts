import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const passwordResetMigrations: MigrationSet = {
  '20261122-0200-password-reset-tokens': sqlMigration(
    // A token is e-mailed once and kept only as its SHA-256: a leaked table opens no account.
    sql`
        create table password_reset_tokens (
          id uuid primary key default gen_random_uuid(),
          user_id uuid not null references users (id) on delete cascade,
          token_hash text not null unique,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null,
          used_at timestamptz,
          -- set when a newer request or a reset with another token makes this one void
          revoked_at timestamptz
        )`,
    sql`
        create index password_reset_tokens_open_idx on password_reset_tokens (user_id)
        where used_at is null and revoked_at is null`,
  ),
};
