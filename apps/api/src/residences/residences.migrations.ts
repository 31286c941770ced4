import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const residencesMigrations: MigrationSet = {
  '20261122-0600-residences': sqlMigration(
    sql`
        create table residences (
          id uuid primary key default gen_random_uuid(),
          -- the store owner's id, which is the account's
          account_id uuid not null references users (id) on delete cascade,
          name text not null,
          cep text not null check (cep ~ '^[0-9]{8}$'),
          street text not null,
          number text not null,
          complement text,
          neighborhood text not null,
          city text not null,
          state text not null check (state ~ '^[A-Z]{2}$'),
          country text not null default 'BR' check (country ~ '^[A-Z]{2}$'),
          time_zone text not null,
          check_in_time text not null check (check_in_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
          check_out_time text not null check (check_out_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
          max_guests integer not null check (max_guests between 1 and 100),
          parking_spaces integer not null check (parking_spaces between 0 and 50),
          uses_ttlock boolean not null,
          lock_id text check (not uses_ttlock or lock_id is not null),
          dynamic_password boolean not null,
          supported_languages text[] not null check (cardinality(supported_languages) > 0),
          pix_key text,
          deposit_amount integer not null check (deposit_amount >= 0),
          house_rules text not null,
          -- name and city folded (lower case, no accents) for the list's search
          search_text text not null,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          -- set by DELETE: the property leaves lists and the plan's count, reservations keep it
          archived_at timestamptz,
          constraint residences_deposit_needs_pix check (deposit_amount = 0 or pix_key is not null)
        )`,
    sql`
        create index residences_account_idx on residences (account_id, name, id)
          where archived_at is null`,
    // Contacts and nearby places are replaced as a whole; position keeps the host's order.
    sql`
        create table residence_contacts (
          residence_id uuid not null references residences (id) on delete cascade,
          position integer not null,
          type smallint not null check (type between 0 and 4),
          name text not null,
          phone text,
          email text,
          primary key (residence_id, position)
        )`,
    sql`
        create table residence_nearby_places (
          residence_id uuid not null references residences (id) on delete cascade,
          position integer not null,
          name text not null,
          zip text not null check (zip ~ '^[0-9]{8}$'),
          street text not null,
          number text not null,
          type text not null,
          complement text,
          neighborhood text not null,
          city text not null,
          state text not null check (state ~ '^[A-Z]{2}$'),
          primary key (residence_id, position)
        )`,
  ),
  '20261122-0601-subscriptions-property-limit': sqlMigration(
    // A paid plan's property count; null on a trial, which allows the registered quantity.
    sql`
        alter table subscriptions
          add column property_limit integer check (property_limit between 1 and 1000)`,
  ),
  '20261123-0200-residence-reservations': sqlMigration(
    // Written by the create request before its event, so a delete sees every reservation
    // of the property even while the list read model lags behind the events.
    sql`
        create table residence_reservations (
          reservation_id uuid primary key,
          residence_id uuid not null references residences (id) on delete cascade,
          created_at timestamptz not null default now()
        )`,
    sql`
        create index residence_reservations_residence_idx
          on residence_reservations (residence_id)`,
    // The reservations created before this table: the list has them all by now.
    sql`
        insert into residence_reservations (reservation_id, residence_id, created_at)
        select list.id, list.residence_id, list.created_at from reservation_list list
          join residences residence on residence.id = list.residence_id`,
  ),
  '20261124-0200-residence-access-instructions': sqlMigration(
    // How to get in (gate, key box, Wi-Fi): the guest link shows it only once access is
    // released, from 2 hours before check-in.
    sql`
        alter table residences add column access_instructions text not null default ''`,
  ),
  '20261204-0200-nearby-place-address-optional': sqlMigration(
    // A beach or a park has no street number: a nearby place needs only its name and type.
    sql`
        alter table residence_nearby_places
          alter column zip drop not null,
          alter column street drop not null,
          alter column number drop not null,
          alter column neighborhood drop not null,
          alter column city drop not null,
          alter column state drop not null`,
  ),
  '20261206-0200-residence-door-code': sqlMigration(
    // The door code of a property without a smart lock, kept as the property's other access
    // details are (Wi-Fi in access_instructions, the lock's id): read by its account, shown to
    // the guest only once access is released (issue 27).
    sql`
        alter table residences
          add column door_code text check (door_code ~ '^[0-9]{4,9}$')`,
  ),
  '20261207-0100-residence-door-code-sealed': sqlMigration(
    // Door codes open doors: the column now holds them sealed (DoorCodeSeal), which no digits
    // CHECK can read; the request schema keeps the 4 to 9 digits. Migrations hold no key, so a
    // code already stored plain is sealed when the api starts (ResidencesModule).
    sql`alter table residences drop constraint residences_door_code_check`,
  ),
  '20261207-0200-residence-arrival-guide': sqlMigration(
    // The arrival guide's own fields (issue 27): the Wi-Fi, once written into the access
    // instructions, and parking. The password is released to the guest with the door code.
    sql`
        alter table residences
          add column wifi_network text,
          add column wifi_password text,
          add column parking_instructions text not null default ''`,
  ),
  '20261212-0300-residence-guest-link-auto-send': sqlMigration(
    // When the guest link of a reservation an import brought with a contact goes by itself
    // (issue 30): never, at once (what the account's creation toggles did for every import
    // until now, so the default), or some days before check-in.
    sql`
        alter table residences
          add column guest_link_auto_send text not null default 'at-once'
            check (guest_link_auto_send in ('off', 'at-once', 'days-before')),
          add column guest_link_days_before integer not null default 3
            check (guest_link_days_before between 1 and 30)`,
  ),
};
