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
  '20261212-0410-credit-grants-and-pix': sqlMigration(
    // Issue 31: what an admin records is a grant; a purchase is credits bought by pix, once
    // per paid charge of the provider (charge_id), so a webhook replayed credits nothing twice;
    // a usage is drawn once per paid use (usage_key: the message's idempotency key).
    sql`alter table credit_transactions drop constraint credit_transactions_kind_check`,
    sql`alter table credit_transactions drop constraint credit_transactions_check`,
    sql`update credit_transactions set kind = 'grant' where kind = 'purchase'`,
    sql`
        alter table credit_transactions
          add column charge_id text unique,
          add column usage_key text unique,
          add constraint credit_transactions_kind_check
            check (kind in ('purchase', 'grant', 'usage')),
          add constraint credit_transactions_sign_check
            check ((kind in ('purchase', 'grant') and amount > 0) or (kind = 'usage' and amount < 0))`,
  ),
};
