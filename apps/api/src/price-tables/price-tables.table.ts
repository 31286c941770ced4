import type { ColumnType, Generated } from 'kysely';

export type PriceTablesTables = {
  price_tables: {
    id: Generated<string>;
    name: string;
    active: boolean;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, never, Date>;
  };
  price_table_tiers: {
    price_table_id: string;
    min_properties: number;
    max_properties: number;
    monthly_price_cents: number;
  };
};
