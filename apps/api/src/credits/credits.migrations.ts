import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const creditsMigrations: MigrationSet = {
  '20261122-0310-credit-transactions': sqlMigration(
    // The balance is the sum of an account's transactions: purchases add, usages subtract.
    // Money records are never deleted with a user (restrict), and outlive their author.
    sql`
        create table credit_transactions (
          id uuid primary key default gen_random_uuid(),
          account_id uuid not null references users (id) on delete restrict,
          amount integer not null,
          kind text not null check (kind in ('purchase', 'usage')),
          description text,
          created_by uuid references users (id) on delete set null,
          created_at timestamptz not null default now(),
          check ((kind = 'purchase' and amount > 0) or (kind = 'usage' and amount < 0))
        )`,
    sql`
        create index credit_transactions_account_idx
          on credit_transactions (account_id, created_at desc)`,
  ),
};
