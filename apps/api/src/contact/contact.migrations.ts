import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const contactMigrations: MigrationSet = {
  '20261122-0410-contact-messages': sqlMigration(
    // ip and user agent help support tell spam from people.
    sql`
        create table contact_messages (
          id uuid primary key default gen_random_uuid(),
          name text not null,
          email text not null,
          phone text not null,
          subject text not null,
          message text not null,
          ip text not null,
          user_agent text,
          created_at timestamptz not null default now()
        )`,
  ),
  '20261122-0420-leads': sqlMigration(
    sql`
        create table leads (
          id uuid primary key default gen_random_uuid(),
          name text not null,
          email text not null,
          phone text not null,
          company text not null,
          quantity_of_properties integer not null
            check (quantity_of_properties between 1 and 1000),
          ip text not null,
          user_agent text,
          created_at timestamptz not null default now()
        )`,
  ),
};
