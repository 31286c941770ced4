import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

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
  '20261122-0800-reservation-list': sqlMigration(
    // No foreign keys: a read model is rebuilt from events and must not depend on the
    // order in which relational rows come and go.
    sql`
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
        )`,
    ...INDEXES.map((index) => sql.raw(`create index ${index}`)),
  ),
  '20261202-0100-reservation-counters': sqlMigration(
    // How many reservations of an account are in each status, hidden or not, per property
    // and source: the list's counters without counting 100,000 rows. Kept by triggers on
    // reservation_list, so every writer of the list (the projection, a rebuild) keeps it
    // right, in the same transaction.
    sql`
        create table reservation_counters (
          account_id uuid not null,
          residence_id uuid not null,
          source text not null,
          status smallint not null,
          hidden boolean not null,
          reservations integer not null,
          primary key (account_id, residence_id, source, status, hidden)
        )`,
    // One upsert per counter a statement moved, from its transition tables, in key order
    // so that two writers lock the counters they share in the same order.
    sql`
        create function reservation_counters_on_update() returns trigger language plpgsql as $fn$
        begin
          insert into reservation_counters as c
              (account_id, residence_id, source, status, hidden, reservations)
            select account_id, residence_id, source, status, hidden, sum(delta)
              from (
                select account_id, residence_id, source, status, hidden, 1 as delta from new_rows
                union all
                select account_id, residence_id, source, status, hidden, -1 from old_rows
              ) as moved
              group by account_id, residence_id, source, status, hidden
              having sum(delta) <> 0
              order by account_id, residence_id, source, status, hidden
            on conflict (account_id, residence_id, source, status, hidden)
              do update set reservations = c.reservations + excluded.reservations;
          return null;
        end
        $fn$`,
    // An insert has no old rows and a delete no new ones: a function each.
    sql`
        create function reservation_counters_on_insert() returns trigger language plpgsql as $fn$
        begin
          insert into reservation_counters as c
              (account_id, residence_id, source, status, hidden, reservations)
            select account_id, residence_id, source, status, hidden, count(*)
              from new_rows
              group by account_id, residence_id, source, status, hidden
              order by account_id, residence_id, source, status, hidden
            on conflict (account_id, residence_id, source, status, hidden)
              do update set reservations = c.reservations + excluded.reservations;
          return null;
        end
        $fn$`,
    sql`
        create function reservation_counters_on_delete() returns trigger language plpgsql as $fn$
        begin
          insert into reservation_counters as c
              (account_id, residence_id, source, status, hidden, reservations)
            select account_id, residence_id, source, status, hidden, -count(*)
              from old_rows
              group by account_id, residence_id, source, status, hidden
              order by account_id, residence_id, source, status, hidden
            on conflict (account_id, residence_id, source, status, hidden)
              do update set reservations = c.reservations + excluded.reservations;
          return null;
        end
        $fn$`,
    sql`
        create function reservation_counters_on_truncate() returns trigger language plpgsql as $fn$
        begin
          truncate reservation_counters;
          return null;
        end
        $fn$`,
    sql`
        create trigger reservation_counters_insert after insert on reservation_list
          referencing new table as new_rows
          for each statement execute function reservation_counters_on_insert()`,
    sql`
        create trigger reservation_counters_update after update on reservation_list
          referencing old table as old_rows new table as new_rows
          for each statement execute function reservation_counters_on_update()`,
    sql`
        create trigger reservation_counters_delete after delete on reservation_list
          referencing old table as old_rows
          for each statement execute function reservation_counters_on_delete()`,
    sql`
        create trigger reservation_counters_truncate after truncate on reservation_list
          for each statement execute function reservation_counters_on_truncate()`,
    sql`
        insert into reservation_counters
            (account_id, residence_id, source, status, hidden, reservations)
          select account_id, residence_id, source, status, hidden, count(*)
            from reservation_list
            group by account_id, residence_id, source, status, hidden`,
  ),
  '20261208-0100-reservation-list-stay-days': sqlMigration(
    // A check-in or checkout given as a date alone is a calendar date where the property is
    // (issue 27): kept as given, the reads put it at the property's usual time (stayInstant).
    // Rows projected before stay null until `npm run projections:rebuild -- reservation-list`.
    sql`
        alter table reservation_list
          add column check_in_day text,
          add column check_out_day text`,
  ),
};
