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
};
