import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const companiesMigrations: MigrationSet = {
  '20261122-0100-companies': sqlMigration(
    sql`
        create table companies (
          id uuid primary key default gen_random_uuid(),
          -- one company per store owner; sub-users see their owner's
          owner_id uuid not null unique references users (id) on delete cascade,
          name text not null,
          cnpj text not null check (cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
          website text,
          phone text not null,
          quantity_of_properties integer not null
            check (quantity_of_properties between 1 and 1000),
          -- the slug of guest links /p/formdata/:friendlyCode/…
          friendly_code text not null unique check (friendly_code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`,
  ),
  '20261122-0101-subscriptions': sqlMigration(
    sql`
        create table subscriptions (
          id uuid primary key default gen_random_uuid(),
          -- the store owner's id, which is the account's
          owner_id uuid not null references users (id) on delete cascade,
          plan_name text not null,
          status text not null check (status in ('trial', 'active', 'inactive')),
          started_at timestamptz not null,
          ends_at timestamptz check (ends_at > started_at),
          payment_link text,
          skip_subscription boolean not null default false,
          created_at timestamptz not null default now()
        )`,
    sql`
        create index subscriptions_owner_started_idx
          on subscriptions (owner_id, started_at desc)`,
  ),
};
