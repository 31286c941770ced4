import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const idempotencyMigrations: MigrationSet = {
  '20261122-0700-idempotency-keys': sqlMigration(
    // A claimed key has no status yet: the first request is still running.
    sql`
        create table idempotency_keys (
          account_id uuid not null,
          key text not null,
          request_fingerprint text not null,
          status_code integer,
          response jsonb,
          etag text,
          created_at timestamptz not null default now(),
          primary key (account_id, key)
        )`,
    sql`create index idempotency_keys_created_at on idempotency_keys (created_at)`,
  ),
};
