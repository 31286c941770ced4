import { Injectable } from '@nestjs/common';
import {
  formatMoney,
  translate,
  type CreditPurchaseRequest,
  type Locale,
} from '@chegada/contracts';
import { type AuthenticatedUser, AppError } from '../common';
import {
  CreditTransactionsRepository,
  type CreditTransaction,
  type StatementLine,
} from './credit-transactions.repository';

/** The day a purchase was credited, on Brasília's calendar, as `locale` writes dates. */
const dayOf = (locale: Locale, instant: Date) =>
  new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(instant);

/**
 * A line as the reader reads it: a refund's description is written now, in the reader's
 * language, from what was taken and the purchase it took back (never the stored sentence).
 */
const readIn =
  (locale: Locale) =>
  ({ refundOf, ...line }: StatementLine): CreditTransaction =>
    refundOf
      ? {
          ...line,
          refund: true,
          description: translate(locale, 'credits.refundTakenBack', {
            whole: -line.amount === refundOf.bought ? 'yes' : 'no',
            taken: formatMoney(-line.amount, locale),
            bought: formatMoney(refundOf.bought, locale),
            date: dayOf(locale, refundOf.boughtAt),
          }),
        }
      : { ...line, refund: false };

/** An account's prepaid balance in centavos; sub-users read their owner's. */
@Injectable()
export class CreditsService {
  constructor(private readonly transactions: CreditTransactionsRepository) {}

  balance(caller: AuthenticatedUser): Promise<number> {
    return this.transactions.balance(caller.accountId);
  }

  async statement(caller: AuthenticatedUser, locale: Locale): Promise<CreditTransaction[]> {
    return (await this.transactions.list(caller.accountId)).map(readIn(locale));
  }

  /** An admin grants credits to a store owner (a deal, a refund); any other id is unknown (404). */
  async recordGrant(
    admin: AuthenticatedUser,
    accountId: string,
    { ammount, description }: CreditPurchaseRequest,
  ): Promise<CreditTransaction> {
    const transaction = await this.transactions.recordGrant({
      accountId,
      amount: ammount,
      description: description || null,
      createdBy: admin.id,
    });
    if (!transaction) throw new AppError('NOT_FOUND');
    return transaction;
  }
}
