import type { ColumnType, Generated, Selectable } from 'kysely';
import type { SubscriptionStatus } from '@chegada/domain';

/** A store owner's company and the subscriptions of its account (keyed by the owner's id). */
export type CompaniesTables = {
  companies: {
    id: Generated<string>;
    owner_id: string;
    name: string;
    /** Normalized: uppercase, no punctuation ('12ABC34501DE35'). */
    cnpj: string;
    website: string | null;
    /** E.164 ('+5511987654321'). */
    phone: string;
    quantity_of_properties: number;
    friendly_code: string;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, never, Date>;
  };
  subscriptions: {
    id: Generated<string>;
    owner_id: string;
    plan_name: string;
    status: SubscriptionStatus;
    started_at: Date;
    /** Null while a paid subscription runs without an end. */
    ends_at: Date | null;
    payment_link: string | null;
    skip_subscription: Generated<boolean>;
    created_at: ColumnType<Date, never, never>;
  };
};

export type CompanyRow = Selectable<CompaniesTables['companies']>;
export type SubscriptionRow = Selectable<CompaniesTables['subscriptions']>;
