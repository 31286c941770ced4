import type { ColumnType, Generated } from 'kysely';
import type { ChargePurpose, ChargeStatus } from '@chegada/contracts';

/** The billing module's tables (billing.migrations.ts). */
export type BillingTables = {
  /** An account's customer and subscription at the provider, made when the trial ends. */
  billing_accounts: {
    owner_id: string;
    provider: string;
    customer_id: string | null;
    subscription_id: string | null;
    price_table_id: string | null;
    monthly_price_cents: number;
    tier_min: number;
    tier_max: number;
    /** The due date of the subscription's first charge: each next one is a month on. */
    cycle_anchor: string | null;
    cancelled_at: Date | null;
    created_at: ColumnType<Date, never, never>;
  };
  /** Each charge the provider made for the account: a subscription cycle or credits bought. */
  billing_charges: {
    id: string;
    owner_id: string;
    purpose: ChargePurpose;
    value_cents: number;
    due_date: string;
    status: ChargeStatus;
    invoice_url: string | null;
    receipt_url: string | null;
    paid_at: Date | null;
    /** The refunded subscription charge this one-off charge bills again. */
    replaces: string | null;
    /** Credits bought: whether the balance has them (once). */
    credited: Generated<boolean>;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  /** Every webhook as it arrived, kept before it is acted on, so it can be applied again. */
  billing_webhook_events: {
    id: string;
    provider: string;
    event: string;
    payload: unknown;
    received_at: ColumnType<Date, never, never>;
    applied_at: Date | null;
    failure: string | null;
  };
};

/** The accounts' columns billing reads and writes (their modules own the tables). */
export type AccountBillingTables = {
  users: { id: string; email: string; name: string; role: number; language: string };
  companies: {
    owner_id: string;
    name: string;
    cnpj: string;
    quantity_of_properties: number;
  };
  subscriptions: {
    id: Generated<string>;
    owner_id: string;
    plan_name: string;
    status: 'trial' | 'active' | 'inactive';
    started_at: Date;
    ends_at: Date | null;
    payment_link: string | null;
    property_limit: number | null;
    created_at: ColumnType<Date, never, never>;
  };
  residences: { id: string; account_id: string; archived_at: Date | null };
};
