import { sql, type Kysely } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';
import { DEFAULT_PRICE_TABLE } from './default-price-table';

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
  // A fresh install shows a plan on /planos and /u/subscription; run once per database, and
  // only into an empty catalogue (an admin's tables are never joined by a default one).
  '20261125-0200-default-price-table': {
    async up(db: Kysely<unknown>) {
      const { name, tiers } = DEFAULT_PRICE_TABLE;
      const { rows } = await sql<{ id: string }>`
        insert into price_tables (name, active)
        select ${name}, true
        where not exists (select 1 from price_tables)
        returning id`.execute(db);
      const id = rows[0]?.id;
      if (!id) return;
      for (const tier of tiers)
        await sql`
          insert into price_table_tiers
            (price_table_id, min_properties, max_properties, monthly_price_cents)
          values (${id}, ${tier.min}, ${tier.max}, ${tier.monthlyPrice})`.execute(db);
    },
  },
};
