import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { UsersRepository } from '../accounts';
import { DATABASE } from '../infrastructure';
import type { CreditTransaction, StatementLine } from './credit-transaction';
import type { CreditsTables } from './credits.tables';

export type { CreditTransactionKind, CreditTransaction, StatementLine } from './credit-transaction';

const REFUND_OF = 'refund-of:';

// A statement shows the newest lines; older ones are kept but not sent to every page load.
const STATEMENT_LENGTH = 500;

/** The sum of the account's transactions, read in `db` (a locked transaction's, or the pool). */
const balanceOf = async (db: Kysely<CreditsTables>, accountId: string): Promise<number> => {
  const { balance } = await db
    .selectFrom('credit_transactions')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('balance'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(balance);
};

/**
 * The transaction's tables, with the account's row locked until it ends: two movements of one
 * account's credits (a usage, a refund taken back) count one after the other.
 */
const lockedAccount = async (
  trx: Kysely<unknown>,
  accountId: string,
): Promise<Kysely<CreditsTables>> => {
  await trx
    .withTables<{ users: { id: string } }>()
    .selectFrom('users')
    .select('id')
    .where('id', '=', accountId)
    .forNoKeyUpdate()
    .execute();
  return trx.withTables<CreditsTables>();
};

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
  balance(accountId: string): Promise<number> {
    return balanceOf(this.db, accountId);
  }

  /** Newest first. */
  async list(accountId: string, onlyId?: string): Promise<StatementLine[]> {
    let query = this.db
      .selectFrom('credit_transactions')
      .select([
        'id',
        'amount',
        'kind',
        'description',
        'created_at as createdAt',
        'created_by',
        'usage_key',
      ])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(STATEMENT_LENGTH);
    if (onlyId) query = query.where('id', '=', onlyId);
    const rows = await query.execute();
    const refunded = rows.flatMap((row) =>
      row.kind === 'usage' && row.usage_key?.startsWith(REFUND_OF)
        ? [row.usage_key.slice(REFUND_OF.length)]
        : [],
    );
    const [authors, purchases] = await Promise.all([
      this.users.namesOf(rows.flatMap((row) => row.created_by ?? [])),
      refunded.length === 0
        ? []
        : this.db
            .selectFrom('credit_transactions')
            .select(['charge_id', 'amount', 'created_at'])
            .where('account_id', '=', accountId)
            .where('charge_id', 'in', refunded)
            .execute(),
    ]);
    const purchaseOf = new Map(purchases.map((one) => [one.charge_id, one]));
    return rows.map(({ created_by: authorId, usage_key: usageKey, ...row }) => {
      const name = authorId ? authors.get(authorId) : undefined;
      const purchase =
        row.kind === 'usage' && usageKey?.startsWith(REFUND_OF)
          ? purchaseOf.get(usageKey.slice(REFUND_OF.length))
          : undefined;
      return {
        ...row,
        createdBy: authorId && name !== undefined ? { id: authorId, name } : null,
        refundOf: purchase ? { bought: purchase.amount, boughtAt: purchase.created_at } : null,
      };
    });
  }

  /**
   * Draws a paid use from the balance, once per `usageKey`: 'insufficient' when the balance
   * cannot pay it (nothing is drawn), 'drawn' when it was now or before. The account's row is
   * locked while it counts, so two uses at once never take the same centavos.
   */
  async draw(input: {
    accountId: string;
    amount: number;
    usageKey: string;
    description: string;
  }): Promise<'drawn' | 'insufficient'> {
    return this.database.transaction().execute(async (trx) => {
      const db = await lockedAccount(trx, input.accountId);
      const drawn = await db
        .selectFrom('credit_transactions')
        .select('id')
        .where('usage_key', '=', input.usageKey)
        .executeTakeFirst();
      if (drawn) return 'drawn';
      if ((await balanceOf(db, input.accountId)) < input.amount) return 'insufficient';
      await db
        .insertInto('credit_transactions')
        .values({
          account_id: input.accountId,
          amount: -input.amount,
          kind: 'usage',
          description: input.description,
          created_by: null,
          charge_id: null,
          usage_key: input.usageKey,
        })
        .execute();
      return 'drawn';
    });
  }

  /** Credits bought by pix: once per paid charge, however often its payment is reported. */
  async recordPixPurchase(input: {
    accountId: string;
    amount: number;
    chargeId: string;
    description: string;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('credit_transactions')
      .values({
        account_id: input.accountId,
        amount: input.amount,
        kind: 'purchase',
        description: input.description,
        created_by: null,
        charge_id: input.chargeId,
        usage_key: null,
      })
      .onConflict((conflict) => conflict.column('charge_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /**
   * A refunded purchase's credits taken back, once per refunded charge (a duplicate webhook
   * takes nothing more): a usage line, since the statement's kinds are purchase, grant and
   * usage (issue 31). The balance never goes below zero: what is left is taken, and
   * `describe` says how much of the purchase that was. 'none' when nothing was bought by that
   * charge here or nothing is left to take.
   */
  async takeBackRefund(input: {
    accountId: string;
    chargeId: string;
    describe: (taken: number, bought: number) => string;
  }): Promise<'taken' | 'none'> {
    return this.database.transaction().execute(async (trx) => {
      // As draw(): the account's row locked while it counts, so a usage at once never
      // spends the centavos taken back.
      const db = await lockedAccount(trx, input.accountId);
      const usageKey = `${REFUND_OF}${input.chargeId}`;
      const [purchase, taken] = await Promise.all([
        db
          .selectFrom('credit_transactions')
          .select('amount')
          .where('charge_id', '=', input.chargeId)
          .where('account_id', '=', input.accountId)
          .executeTakeFirst(),
        db
          .selectFrom('credit_transactions')
          .select('id')
          .where('usage_key', '=', usageKey)
          .executeTakeFirst(),
      ]);
      if (!purchase) return 'none';
      if (taken) return 'taken';
      const amount = Math.min(purchase.amount, await balanceOf(db, input.accountId));
      if (amount <= 0) return 'none';
      await db
        .insertInto('credit_transactions')
        .values({
          account_id: input.accountId,
          amount: -amount,
          kind: 'usage',
          description: input.describe(amount, purchase.amount),
          created_by: null,
          charge_id: null,
          usage_key: usageKey,
        })
        .execute();
      return 'taken';
    });
  }

  /** A grant to a store owner's account; undefined when the id names no store owner. */
  async recordGrant(input: {
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
          kind: 'grant',
          description: input.description,
          created_by: input.createdBy,
          charge_id: null,
          usage_key: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    if (!inserted) return undefined;
    const [line] = await this.list(input.accountId, inserted.id);
    if (!line) return undefined;
    const { refundOf: _none, ...transaction } = line;
    return { ...transaction, refund: false };
  }
}
