import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const bookingsMigrations: MigrationSet = {
  '20261210-0100-booking-feeds': sqlMigration(
    // A property's calendar feed, the validators of its last answer and how its last sync went.
    sql`
        create table booking_feeds (
          residence_id uuid primary key references residences (id) on delete cascade,
          account_id uuid not null references users (id) on delete cascade,
          url text not null,
          booking_rule text not null default 'every-event'
            check (booking_rule in ('reserved', 'every-event')),
          etag text,
          last_modified text,
          next_run_at timestamptz not null default now(),
          last_sync_at timestamptz,
          last_created integer not null default 0,
          last_changed integer not null default 0,
          last_cancelled integer not null default 0,
          last_error text,
          last_error_status integer,
          created_at timestamptz not null default now()
        )`,
    sql`create index booking_feeds_due on booking_feeds (next_run_at)`,
    // Which reservation each imported booking became: the idempotency key of an import
    // (integration 'ical': scope is the residence, external id the event's UID).
    sql`
        create table booking_imports (
          integration text not null,
          scope text not null,
          external_id text not null,
          account_id uuid not null references users (id) on delete cascade,
          residence_id uuid not null,
          reservation_id uuid not null unique,
          check_in text not null,
          check_out text not null,
          booking_code text,
          phone_last_digits text,
          created boolean not null default false,
          cancelled_at timestamptz,
          primary key (integration, scope, external_id)
        )`,
  ),
  '20261212-0200-stays-connections': sqlMigration(
    // An account's Stays.net connection: its domain and credentials (the secret sealed), the
    // webhook's secret (looked up by its hash, sealed to be shown again), how its syncs went.
    sql`
        create table stays_connections (
          account_id uuid primary key references users (id) on delete cascade,
          domain text not null,
          client_id text not null,
          client_secret_sealed text not null,
          webhook_key_hash text not null unique,
          webhook_key_sealed text not null,
          next_run_at timestamptz not null default now(),
          last_sync_at timestamptz,
          last_created integer not null default 0,
          last_changed integer not null default 0,
          last_cancelled integer not null default 0,
          last_error text,
          last_error_status integer,
          created_at timestamptz not null default now()
        )`,
    sql`create index stays_connections_due on stays_connections (next_run_at)`,
    // Which property a Stays listing's bookings go to: one listing per property.
    sql`
        create table stays_listings (
          account_id uuid not null references stays_connections (account_id) on delete cascade,
          listing_id text not null,
          residence_id uuid not null unique references residences (id) on delete cascade,
          primary key (account_id, listing_id)
        )`,
  ),
  '20261214-0300-booking-sync-runs': sqlMigration(
    // Every sync of a feed or a Stays account, so the host sees the last few and not only the
    // last: a run belongs to one of the two and goes with it (a new feed address deletes them).
    sql`
        create table booking_sync_runs (
          id bigserial primary key,
          feed_residence_id uuid references booking_feeds (residence_id) on delete cascade,
          stays_account_id uuid references stays_connections (account_id) on delete cascade,
          at timestamptz not null,
          created integer not null,
          changed integer not null,
          cancelled integer not null,
          error text,
          error_status integer,
          check ((feed_residence_id is null) <> (stays_account_id is null))
        )`,
    sql`create index booking_sync_runs_feed on booking_sync_runs (feed_residence_id, at desc)`,
    sql`create index booking_sync_runs_stays on booking_sync_runs (stays_account_id, at desc)`,
  ),
  '20261215-0510-booking-sync-runs-refused': sqlMigration(
    // How many bookings the lifecycle refused to apply in each run (a change to a stay the host
    // cancelled or finished): the panels' history counts them beside what was created.
    sql`alter table booking_sync_runs add column refused integer not null default 0`,
  ),
  '20261218-0200-booking-feeds-safe-rule': sqlMigration(
    // An unknown host's feed counts only the events marked "Reserved" unless the host chose
    // otherwise: a blocked day is never taken for a stay. Feeds saved before keep their rule.
    sql`alter table booking_feeds alter column booking_rule set default 'reserved'`,
  ),
  '20261218-0600-stays-disconnected': sqlMigration(
    // A disconnected Stays account is kept, without its secret, so that connecting the same
    // account again (same domain and client id) brings back its listings' properties and its
    // webhook address; while disconnected it is not synced and its webhook answers 404.
    sql`alter table stays_connections add column disconnected_at timestamptz`,
  ),
};
