import { Inject, Injectable, Logger } from '@nestjs/common';
import { BillingRecords, type BillingAccount } from '../billing-records.repository';
import { BillingCharges } from '../billing-charges.repository';
import { purposeOf } from '../charge-references';
import { billingDate } from '../plan-tiers';
import {
  BILLING_PROVIDER,
  type BillingProvider,
  type ProviderCharge,
  type ProviderNotice,
} from '../provider';
import { UnpaidNotices } from './unpaid-notices';
import { CreditsBought } from './credits-bought';
import { RefundedCharges } from './refunded-charges';

/**
 * Acts on what the provider reported, in a way that gives the same result however often it
 * runs (a replay, a duplicate Asaas sends): the charge is stored as it stands, then the
 * subscription follows it.
 */
@Injectable()
export class ApplyNotice {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly records: BillingRecords,
    private readonly chargeRecords: BillingCharges,
    private readonly overdue: UnpaidNotices,
    private readonly credits: CreditsBought,
    private readonly refunds: RefundedCharges,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
  ) {}

  async apply(notice: ProviderNotice): Promise<void> {
    switch (notice.kind) {
      case 'charge':
        return this.charge(notice.charge, notice.eventId);
      case 'subscription-ended':
        return this.ended(notice.subscriptionId);
      case 'other':
        return;
    }
  }

  private async charge(charge: ProviderCharge, eventId: string): Promise<void> {
    // A subscription cancelled and made again leaves the older one's charges to its customer.
    const account =
      (charge.subscriptionId
        ? await this.records.accountOfSubscription(charge.subscriptionId)
        : undefined) ?? (await this.records.accountOfCustomer(charge.customerId));
    if (!account) {
      this.logger.warn(`Charge ${charge.id} (${eventId}) belongs to no account here`);
      return;
    }
    const purpose = purposeOf(charge);
    await this.chargeRecords.saveCharge(account.ownerId, purpose, charge);
    if (purpose === 'credits') {
      if (charge.status === 'paid') await this.credits.credit(account.ownerId, charge);
      if (charge.status === 'refunded') await this.credits.takeBack(account.ownerId, charge);
      return;
    }
    await this.followSubscription(account, charge);
  }

  /** The subscription as its charges stand: active once nothing is left unpaid past due. */
  private async followSubscription(account: BillingAccount, charge: ProviderCharge) {
    const { ownerId } = account;
    switch (charge.status) {
      case 'paid': {
        const today = billingDate(new Date());
        const settled = (await this.chargeRecords.unpaidSubscriptionCharges(ownerId, today)) === 0;
        if (settled)
          await this.records.moveSubscription(ownerId, {
            status: account.cancelledAt ? undefined : 'active',
            paymentLink: null,
          });
        return this.overdue.paid(ownerId, charge, settled);
      }
      case 'cancelled':
        return;
      case 'refunded':
        await this.refunds.billAgain(account, charge);
        return;
      case 'pending':
      case 'overdue':
        await this.records.moveSubscription(ownerId, { paymentLink: charge.invoiceUrl });
        if (charge.status === 'overdue') await this.overdue.tell(ownerId, charge);
    }
  }

  private async ended(subscriptionId: string): Promise<void> {
    const account = await this.records.accountOfSubscription(subscriptionId);
    if (!account || account.cancelledAt) return;
    const now = new Date();
    await this.records.saveAccount(this.provider?.name ?? 'asaas', {
      ...account,
      cancelledAt: now,
    });
    await this.records.moveSubscription(account.ownerId, { endsAt: now, paymentLink: null });
  }
}
