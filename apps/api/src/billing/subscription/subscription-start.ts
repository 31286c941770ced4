import { Injectable } from '@nestjs/common';
import { translate, type BillingTier } from '@chegada/contracts';
import { BillingRecords } from '../billing-records.repository';
import { BillingCharges } from '../billing-charges.repository';
import { planNameOf } from '../plan-tiers';
import type { BillingProvider, ProviderCharge } from '../provider';

/**
 * A monthly subscription at the provider for a tier, its first charge due `firstDueDate`: the
 * trial's end (the billing cycle) or a host subscribing again after cancelling. The account's
 * plan becomes it, with the first charge's link to pay; answers that charge (none when the
 * provider has not made it yet).
 */
@Injectable()
export class SubscriptionStart {
  constructor(
    private readonly records: BillingRecords,
    private readonly chargeRecords: BillingCharges,
  ) {}

  async start(
    provider: BillingProvider,
    input: {
      ownerId: string;
      customerId: string;
      tier: BillingTier & { tableId: string };
      firstDueDate: string;
      now: Date;
    },
  ): Promise<ProviderCharge | undefined> {
    const { ownerId, customerId, tier, firstDueDate } = input;
    const planName = planNameOf(tier);
    const subscriptionId = await provider.subscribe({
      customerId,
      amount: tier.monthlyPrice,
      firstDueDate,
      description: translate('pt-BR', 'billing.subscriptionCharge', { plan: planName }),
      externalReference: ownerId,
    });
    await this.records.saveAccount(provider.name, {
      ownerId,
      customerId,
      subscriptionId,
      priceTableId: tier.tableId,
      monthlyPrice: tier.monthlyPrice,
      tierMin: tier.min,
      tierMax: tier.max,
      cycleAnchor: firstDueDate,
      cancelledAt: null,
    });
    await this.records.startPaidPlan(ownerId, planName, input.now);
    const charges = await provider.chargesOf(subscriptionId);
    for (const charge of charges)
      await this.chargeRecords.saveCharge(ownerId, 'subscription', charge);
    const open = charges.find((charge) => charge.status === 'pending');
    await this.records.moveSubscription(ownerId, { paymentLink: open?.invoiceUrl ?? null });
    return open;
  }
}
