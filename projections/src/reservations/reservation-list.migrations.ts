import { sql, type Kysely } from 'kysely';
import type { MigrationSet } from '@chegada/database';

const INDEXES = [
  // The counters read only these columns: one index-only scan per account.
  'reservation_list_counters_idx on reservation_list (account_id) include (status, hidden, check_in, residence_id, source)',
  // The list's orders, and the dashboard's and history's date ranges.
  'reservation_list_created_idx on reservation_list (account_id, created_at, id)',
  'reservation_list_check_in_idx on reservation_list (account_id, check_in, id)',
  'reservation_list_check_out_idx on reservation_list (account_id, check_out)',
  'reservation_list_status_idx on reservation_list (account_id, status, check_in)',
];

export const reservationListMigrations: MigrationSet = {
  '20261122-0800-reservation-list': {
    async up(db: Kysely<unknown>) {
      // No foreign keys: a read model is rebuilt from events and must not depend on the
      // order in which relational rows come and go.
      await sql`
        create table reservation_list (
          id uuid primary key,
          account_id uuid not null,
          residence_id uuid not null,
          -- personal data: set to null when the sensitive data is removed
          guest_name text,
          guest_email text,
          guest_phone text,
          -- TO_FORM = 0 … CHECKOUT_FINISHED = 7 (reservation-lifecycle.md)
          status smallint not null,
          status_before_cancel smallint,
          hidden boolean not null default false,
          hidden_motive text,
          check_in timestamptz not null,
          check_out timestamptz not null,
          source text not null,
          max_guests integer not null,
          registered_guests integer not null default 0,
          language text not null,
          has_lock boolean not null default false,
          responsible_user_id uuid,
          checkout_responsible_user_id uuid,
          created_by uuid,
          refuse_motive text,
          cancel_motive text,
          sensitive_data_removed boolean not null default false,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          submitted_at timestamptz,
          approved_at timestamptz,
          revision integer not null,
          last_event_position text not null
        )`.execute(db);
      for (const index of INDEXES) await sql.raw(`create index ${index}`).execute(db);
    },
  },
};
