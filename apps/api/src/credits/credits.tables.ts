import type { ColumnType, Generated } from 'kysely';
import type { CreditTransactionKind } from './credit-transaction';

export type CreditsTables = {
  credit_transactions: {
    id: Generated<string>;
    account_id: string;
    amount: number;
    kind: CreditTransactionKind;
    description: string | null;
    created_by: string | null;
    /** The provider's paid charge a purchase came from: credited once. */
    charge_id: string | null;
    /** The paid use a usage pays for (a message's idempotency key): drawn once. */
    usage_key: string | null;
    created_at: ColumnType<Date, never, never>;
  };
};
