import { Inject, Injectable } from '@nestjs/common';
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import { UsersRepository } from '../accounts';
import { DATABASE } from '../infrastructure';

export type CreditTransactionKind = 'purchase' | 'usage';

/** One line of an account's statement; amount in centavos, negative for a usage. */
export type CreditTransaction = {
  id: string;
  amount: number;
  kind: CreditTransactionKind;
  description: string | null;
  createdAt: Date;
  createdBy: { id: string; name: string } | null;
};

type CreditsTables = {
  credit_transactions: {
    id: Generated<string>;
    account_id: string;
    amount: number;
    kind: CreditTransactionKind;
    description: string | null;
    created_by: string | null;
    created_at: ColumnType<Date, never, never>;
  };
};

// A statement shows the newest lines; older ones are kept but not sent to every page load.
const STATEMENT_LENGTH = 500;

@Injectable()
export class CreditTransactionsRepository {
  private readonly db: Kysely<CreditsTables>;

  constructor(
    @Inject(DATABASE) private readonly database: Kysely<unknown>,
    private readonly users: UsersRepository,
  ) {
    this.db = database.withTables<CreditsTables>();
  }

  /** The sum of every transaction: always consistent, however many are written at once. */
  async balance(accountId: string): Promise<number> {
    const { balance } = await this.db
      .selectFrom('credit_transactions')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('balance'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(balance);
  }

  /** Newest first. */
  async list(accountId: string, onlyId?: string): Promise<CreditTransaction[]> {
    let query = this.db
      .selectFrom('credit_transactions')
      .select(['id', 'amount', 'kind', 'description', 'created_at as createdAt', 'created_by'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(STATEMENT_LENGTH);
    if (onlyId) query = query.where('id', '=', onlyId);
    const rows = await query.execute();
    const authors = await this.users.namesOf(rows.flatMap((row) => row.created_by ?? []));
    return rows.map(({ created_by: authorId, ...row }) => {
      const name = authorId ? authors.get(authorId) : undefined;
      return { ...row, createdBy: authorId && name !== undefined ? { id: authorId, name } : null };
    });
  }

  /** A purchase for a store owner's account; undefined when the id names no store owner. */
  async recordPurchase(input: {
    accountId: string;
    amount: number;
    description: string | null;
    createdBy: string;
  }): Promise<CreditTransaction | undefined> {
    const inserted = await this.database.transaction().execute(async (trx) => {
      if (!(await this.users.within(trx).isStoreOwner(input.accountId))) return undefined;
      return trx
        .withTables<CreditsTables>()
        .insertInto('credit_transactions')
        .values({
          account_id: input.accountId,
          amount: input.amount,
          kind: 'purchase',
          description: input.description,
          created_by: input.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    if (!inserted) return undefined;
    const [transaction] = await this.list(input.accountId, inserted.id);
    return transaction;
  }
}
