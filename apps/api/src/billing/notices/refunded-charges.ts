import { Inject, Injectable } from '@nestjs/common';
import { translate, type BillingCharge } from '@chegada/contracts';
import { BillingRecords, type BillingAccount } from '../billing-records.repository';
import { BillingCharges } from '../billing-charges.repository';
import { refundReference } from '../charge-references';
import { billingDate } from '../plan-tiers';
import { BILLING_PROVIDER, type BillingProvider, type ProviderCharge } from '../provider';
import { UnpaidNotices } from './unpaid-notices';

type Refunded = Pick<ProviderCharge, 'id' | 'amount' | 'dueDate'>;

/**
 * A refunded subscription charge counts as unpaid (issue 31), and the provider takes no
 * payment on a refunded charge: a new one-off charge of the same amount, due the day of the
 * refund, bills it again; the owner is told by e-mail, and the account's link to pay is the
 * new charge's. Once per refunded charge, however often the refund is reported.
 */
@Injectable()
export class RefundedCharges {
  constructor(
    private readonly records: BillingRecords,
    private readonly chargeRecords: BillingCharges,
    private readonly notices: UnpaidNotices,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
  ) {}

  async billAgain(
    account: BillingAccount,
    refunded: Refunded,
    now = new Date(),
  ): Promise<BillingCharge | ProviderCharge> {
    const known = await this.chargeRecords.replacementOf(account.ownerId, refunded.id);
    if (known) return known;
    if (!this.provider) throw new Error('No billing provider to bill a refunded charge again');
    // A subscription's charge was made for a customer: an account has one once charged.
    if (!account.customerId) throw new Error(`No customer to bill ${refunded.id} again`);
    const again = await this.provider.charge({
      customerId: account.customerId,
      amount: refunded.amount,
      dueDate: billingDate(now),
      description: translate('pt-BR', 'billing.refundedCharge', {
        dueDate: refunded.dueDate.split('-').reverse().join('/'),
      }),
      externalReference: refundReference(refunded.id),
    });
    await this.chargeRecords.saveCharge(account.ownerId, 'subscription', again);
    await this.records.moveSubscription(account.ownerId, { paymentLink: again.invoiceUrl });
    await this.notices.refunded(account.ownerId, refunded, again);
    return again;
  }
}
