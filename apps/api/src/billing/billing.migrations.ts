import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const billingMigrations: MigrationSet = {
  '20261212-0400-billing': sqlMigration(
    sql`
        create table billing_accounts (
          owner_id uuid primary key references users (id) on delete cascade,
          provider text not null,
          customer_id text not null,
          subscription_id text,
          price_table_id uuid references price_tables (id) on delete set null,
          monthly_price_cents integer not null check (monthly_price_cents >= 0),
          tier_min integer not null,
          tier_max integer not null,
          cancelled_at timestamptz,
          created_at timestamptz not null default now()
        )`,
    sql`create unique index billing_accounts_subscription on billing_accounts (subscription_id)`,
    sql`
        create table billing_charges (
          id text primary key,
          owner_id uuid not null references users (id) on delete cascade,
          purpose text not null check (purpose in ('subscription', 'credits')),
          value_cents integer not null check (value_cents > 0),
          due_date date not null,
          status text not null
            check (status in ('pending', 'paid', 'overdue', 'refunded', 'cancelled')),
          invoice_url text,
          receipt_url text,
          paid_at timestamptz,
          credited boolean not null default false,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`,
    sql`create index billing_charges_owner on billing_charges (owner_id, due_date desc)`,
    sql`
        create table billing_webhook_events (
          id text primary key,
          provider text not null,
          event text not null,
          payload jsonb not null,
          received_at timestamptz not null default now(),
          applied_at timestamptz,
          failure text
        )`,
    sql`
        create index billing_webhook_events_pending
          on billing_webhook_events (received_at) where applied_at is null`,
  ),
  '20261213-0400-billing-walk': sqlMigration(
    // The subscription's cycle: the day its first charge fell due, from which every next
    // charge is a month on (the next charge is read from it, not from the latest charge).
    sql`alter table billing_accounts add column cycle_anchor date`,
    sql`
        update billing_accounts b set cycle_anchor = coalesce(
          (select min(due_date) from billing_charges ch
            where ch.owner_id = b.owner_id and ch.purpose = 'subscription'),
          (b.created_at at time zone 'America/Sao_Paulo')::date)
        where b.subscription_id is not null`,
    // A refunded subscription charge counts as unpaid: a new one-off charge at the provider
    // carries it, naming the refunded one (the provider cannot take a refunded charge again).
    sql`alter table billing_charges add column replaces text references billing_charges (id)`,
    sql`create index billing_charges_replaces on billing_charges (replaces) where replaces is not null`,
  ),
  '20261214-0400-trial-cancellation': sqlMigration(
    // An owner may cancel during the trial (issue 31): the cancellation is recorded here, as a
    // paid one's (the retention job counts §9's 5 years from it), with no customer at the
    // provider, which is made only once the host needs one.
    sql`alter table billing_accounts alter column customer_id drop not null`,
  ),
};
