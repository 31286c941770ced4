import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { withAdvisoryLock } from '@chegada/database';
import { PG_POOL } from '../../infrastructure';
import { BillingRecords, type EndedTrial } from '../billing-records.repository';
import { BillingCharges } from '../billing-charges.repository';
import { UnpaidNotices } from '../notices/unpaid-notices';
import { WebhookInbox } from '../notices/webhook-inbox';
import { SubscriptionStart } from '../subscription/subscription-start';
import { billingDate, planNameOf, tierFor } from '../plan-tiers';
import { BILLING_PROVIDER, type BillingProvider } from '../provider';

/** What one run of the cycle did, for its log line and the tests. */
export type CycleReport = {
  subscribed: number;
  repriced: number;
  inactivated: number;
  replayed: number;
};

// How many ended trials one run subscribes; the next run takes the rest.
const TRIALS_PER_RUN = 200;

/**
 * The subscription's calendar, run by the worker every BILLING_CYCLE_SECONDS with the time it
 * is (tests give it another): a trial that ended becomes the customer and the monthly
 * subscription at the provider, its first charge due that day (the owner told by e-mail); an account whose property count
 * left its tier pays the new tier from its next charge; an account with a subscription charge
 * unpaid past BILLING_GRACE_DAYS becomes inactive; webhooks not yet applied are applied.
 */
@Injectable()
export class BillingCycle {
  private readonly logger = new Logger('Billing');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly records: BillingRecords,
    private readonly chargeRecords: BillingCharges,
    private readonly inbox: WebhookInbox,
    private readonly notices: UnpaidNotices,
    private readonly start: SubscriptionStart,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** One run at a time across processes: a trial is never subscribed twice. */
  run(now: Date): Promise<CycleReport> {
    return withAdvisoryLock(this.pool, 'billing-cycle', () => this.runAlone(now));
  }

  private async runAlone(now: Date): Promise<CycleReport> {
    const report: CycleReport = { subscribed: 0, repriced: 0, inactivated: 0, replayed: 0 };
    if (!this.provider) return report;
    report.replayed = await this.inbox.applyPending();
    for (const trial of await this.records.endedTrials(now, TRIALS_PER_RUN))
      if (await this.subscribe(this.provider, trial, now)) report.subscribed += 1;
    report.repriced = await this.reprice(this.provider);
    report.inactivated = await this.inactivateUnpaid(now);
    return report;
  }

  /** One trial's first charge; a provider's refusal is logged and tried again next run. */
  private async subscribe(provider: BillingProvider, trial: EndedTrial, now: Date) {
    const tier = tierFor(await this.records.planTiers(), trial.properties);
    if (!tier) {
      this.logger.warn('No active price table: trials that ended are not charged yet');
      return false;
    }
    try {
      const known = await this.records.account(trial.ownerId);
      const customerId =
        known?.customerId ??
        (await provider.createCustomer({
          name: trial.companyName,
          cpfCnpj: trial.cnpj,
          email: trial.email,
          externalReference: trial.ownerId,
        }));
      const first = await this.start.start(provider, {
        ownerId: trial.ownerId,
        customerId,
        tier,
        firstDueDate: billingDate(now),
        now,
      });
      // The trial's end is the owner's first word of the subscription: what to pay, by when.
      if (first) await this.notices.firstCharge(trial.ownerId, first);
      return true;
    } catch (error) {
      this.logger.warn(`Trial of ${trial.ownerId} not charged yet: ${(error as Error).message}`);
      return false;
    }
  }

  private async reprice(provider: BillingProvider): Promise<number> {
    const tiers = await this.records.planTiers();
    let repriced = 0;
    for (const account of await this.records.tiersToReview()) {
      const tier = tierFor(tiers, account.properties);
      if (!tier || !account.subscriptionId) continue;
      try {
        if (tier.monthlyPrice !== account.monthlyPrice)
          await provider.changeAmount(account.subscriptionId, tier.monthlyPrice);
        await this.records.saveAccount(provider.name, {
          ...account,
          priceTableId: tier.tableId,
          monthlyPrice: tier.monthlyPrice,
          tierMin: tier.min,
          tierMax: tier.max,
        });
        await this.records.moveSubscription(account.ownerId, { planName: planNameOf(tier) });
        repriced += 1;
      } catch (error) {
        this.logger.warn(`Tier of ${account.ownerId} not changed yet: ${(error as Error).message}`);
      }
    }
    return repriced;
  }

  private async inactivateUnpaid(now: Date): Promise<number> {
    const unpaid = await this.chargeRecords.unpaidPastGrace(
      billingDate(now),
      this.config.BILLING_GRACE_DAYS,
    );
    for (const { ownerId, chargeId, invoiceUrl } of unpaid) {
      await this.records.moveSubscription(ownerId, { status: 'inactive', paymentLink: invoiceUrl });
      await this.notices.inactive(ownerId, chargeId, invoiceUrl);
    }
    return unpaid.length;
  }
}
