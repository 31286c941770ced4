import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const genericLinkMigrations: MigrationSet = {
  '20261205-0300-generic-link-bookings': sqlMigration(
    // A guest starting a stay on a property's unique link (issue 17), for a short while: the
    // same guest and days again (a second phone, a retry) answer the same reservation. Only a
    // keyed hash of the guest's name, e-mail, phone and days is kept. created: the
    // reservation's stream exists; until then a repeat waits for it.
    sql`
        create table generic_link_bookings (
          residence_id uuid not null,
          guest_hash text not null,
          reservation_id uuid not null,
          created boolean not null default false,
          created_at timestamptz not null default now(),
          primary key (residence_id, guest_hash)
        )`,
    sql`create index generic_link_bookings_created_at on generic_link_bookings (created_at)`,
  ),
};
