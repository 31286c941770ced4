import { Injectable } from '@nestjs/common';
import { formatMoney, negotiateLocale, translate } from '@chegada/contracts';
import { CreditTransactionsRepository } from '../../credits';
import { BillingRecords } from '../billing-records.repository';
import type { ProviderCharge } from '../provider';
import { calendarDay } from './calendar-day';

/**
 * Credits bought by pix join the balance when their charge is paid, once; a refunded
 * purchase takes them back, once, as far as the balance goes.
 */
@Injectable()
export class CreditsBought {
  constructor(
    private readonly transactions: CreditTransactionsRepository,
    private readonly records: BillingRecords,
  ) {}

  async credit(ownerId: string, charge: ProviderCharge): Promise<void> {
    await this.transactions.recordPixPurchase({
      accountId: ownerId,
      amount: charge.amount,
      chargeId: charge.id,
      // Names, not sentences: the statement is read in every language.
      description: 'Pix',
    });
  }

  /** The refunded purchase's credits leave the balance, in a line the owner can read. */
  async takeBack(ownerId: string, charge: ProviderCharge): Promise<void> {
    const owner = await this.records.owner(ownerId);
    const locale = negotiateLocale(owner?.language);
    await this.transactions.takeBackRefund({
      accountId: ownerId,
      chargeId: charge.id,
      describe: (taken, bought) =>
        translate(locale, 'credits.refundTakenBack', {
          whole: taken === bought ? 'yes' : 'no',
          taken: formatMoney(taken, locale),
          bought: formatMoney(bought, locale),
          date: calendarDay(locale, charge.dueDate),
        }),
    });
  }
}
