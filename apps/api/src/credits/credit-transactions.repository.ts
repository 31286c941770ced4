import { Inject, Injectable } from '@nestjs/common';
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import { Role } from '@chegada/contracts';
import type { UsersTable } from '../accounts/users.table';
import { DATABASE } from '../infrastructure/tokens';

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

type CreditsTables = UsersTable & {
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

  constructor(@Inject(DATABASE) database: Kysely<unknown>) {
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
      .selectFrom('credit_transactions as t')
      .leftJoin('users as author', 'author.id', 't.created_by')
      .select([
        't.id',
        't.amount',
        't.kind',
        't.description',
        't.created_at as createdAt',
        'author.id as authorId',
        'author.name as authorName',
      ])
      .where('t.account_id', '=', accountId)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(STATEMENT_LENGTH);
    if (onlyId) query = query.where('t.id', '=', onlyId);
    const rows = await query.execute();
    return rows.map(({ authorId, authorName, ...row }) => ({
      ...row,
      createdBy: authorId && authorName !== null ? { id: authorId, name: authorName } : null,
    }));
  }

  /** A purchase for a store owner's account; undefined when the id names no store owner. */
  async recordPurchase(input: {
    accountId: string;
    amount: number;
    description: string | null;
    createdBy: string;
  }): Promise<CreditTransaction | undefined> {
    const inserted = await this.db
      .insertInto('credit_transactions')
      .columns(['account_id', 'amount', 'kind', 'description', 'created_by'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select([
            'id',
            // Parameters in a select list have no type of their own: cast to the columns'.
            eb.cast<number>(eb.val(input.amount), 'integer').as('amount'),
            eb.cast<CreditTransactionKind>(eb.val('purchase'), 'text').as('kind'),
            eb.cast<string | null>(eb.val(input.description), 'text').as('description'),
            eb.cast<string>(eb.val(input.createdBy), 'uuid').as('created_by'),
          ])
          .where('id', '=', input.accountId)
          .where('role', '=', Role.DEFAULT_USER),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return undefined;
    const [transaction] = await this.list(input.accountId, inserted.id);
    return transaction;
  }
}
