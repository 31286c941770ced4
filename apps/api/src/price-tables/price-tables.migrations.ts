import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const priceTablesMigrations: MigrationSet = {
  '20261122-0400-price-tables': sqlMigration(
    sql`
        create table price_tables (
          id uuid primary key default gen_random_uuid(),
          name text not null,
          active boolean not null default true,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`,
    // Overlaps between tiers are refused by validation (with the tier named), not here.
    sql`
        create table price_table_tiers (
          price_table_id uuid not null references price_tables (id) on delete cascade,
          min_properties integer not null check (min_properties >= 1),
          max_properties integer not null check (max_properties between min_properties and 1000),
          monthly_price_cents integer not null check (monthly_price_cents >= 0),
          primary key (price_table_id, min_properties)
        )`,
  ),
};
