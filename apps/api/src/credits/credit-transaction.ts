/** purchase: bought by pix; grant: recorded by an admin; usage: drawn by a paid feature. */
export type CreditTransactionKind = 'purchase' | 'grant' | 'usage';

/**
 * One line of an account's statement; amount in centavos, negative for a usage. `refund`: a
 * usage that took back a refunded pix purchase's credits (its description says so in the
 * reader's language, written when read).
 */
export type CreditTransaction = {
  id: string;
  amount: number;
  kind: CreditTransactionKind;
  refund: boolean;
  description: string | null;
  createdAt: Date;
  createdBy: { id: string; name: string } | null;
};

/** A line as stored, with the purchase a refund line took back (its amount and day). */
export type StatementLine = Omit<CreditTransaction, 'refund'> & {
  refundOf: { bought: number; boughtAt: Date } | null;
};
