import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import type { SubscriptionOverview } from '@chegada/contracts';
import { TRIAL_PLAN_NAME, trialPeriod } from '@chegada/domain';
import { AppError, type AuthenticatedUser } from '../../common';
import { BillingRecords, noAccountYet, type BillingAccount } from '../billing-records.repository';
import { BillingCharges } from '../billing-charges.repository';
import { billingDate, tierFor } from '../plan-tiers';
import { BILLING_PROVIDER, type BillingProvider } from '../provider';
import { paidThrough } from './billing-calendar';
import { configured, orUnavailable } from './or-unavailable';
import { SubscriptionBilling } from './subscription-billing';
import { SubscriptionStart } from './subscription-start';

/** The owner cancels the subscription, or subscribes again after cancelling. */
@Injectable()
export class SubscriptionChanges {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly records: BillingRecords,
    private readonly chargeRecords: BillingCharges,
    private readonly billing: SubscriptionBilling,
    private readonly start: SubscriptionStart,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
  ) {}

  /**
   * Cancels at the provider: nothing more is charged, the period paid runs to its end, and the
   * account's data stays as §9 says (up to 5 years; the retention job deletes it later).
   */
  async cancel(caller: AuthenticatedUser, now = new Date()): Promise<SubscriptionOverview> {
    const provider = configured(this.provider);
    const account = await this.records.account(caller.accountId);
    if (account?.cancelledAt) throw new AppError('NOT_FOUND');
    if (!account?.subscriptionId) return this.cancelTrial(provider, caller, account, now);
    await orUnavailable(() => provider.cancel(account.subscriptionId!));
    const until = paidThrough(await this.chargeRecords.charges(caller.accountId, 'subscription'));
    await this.records.saveAccount(provider.name, { ...account, cancelledAt: now });
    await this.records.moveSubscription(caller.accountId, {
      endsAt: until && until > now ? until : now,
      paymentLink: null,
    });
    return this.billing.overview(caller, now);
  }

  /**
   * Cancelled during the trial: the trial ends now and nothing is ever charged (no customer
   * is made at the provider for it); the cancellation is recorded as a paid one's is, so the
   * data is kept as §9 says from today.
   */
  private async cancelTrial(
    provider: BillingProvider,
    caller: AuthenticatedUser,
    account: BillingAccount | undefined,
    now: Date,
  ): Promise<SubscriptionOverview> {
    const subscription = await this.records.subscription(caller.accountId);
    if (subscription?.status !== 'trial') throw new AppError('NOT_FOUND');
    await this.records.saveAccount(provider.name, {
      ...(account ?? noAccountYet(caller.accountId)),
      cancelledAt: now,
    });
    await this.records.moveSubscription(caller.accountId, {
      status: 'inactive',
      endsAt: now,
      paymentLink: null,
    });
    return this.billing.overview(caller, now);
  }

  /**
   * Subscribes again after cancelling: during what would have been the trial, the trial again
   * to its original end; otherwise a new monthly subscription at the tier of today's
   * properties, its first charge due when the period paid ends (today if it has).
   */
  async resume(caller: AuthenticatedUser, now = new Date()): Promise<SubscriptionOverview> {
    const provider = configured(this.provider);
    const ownerId = caller.accountId;
    const [account, subscription, tiers, properties] = await Promise.all([
      this.records.account(ownerId),
      this.records.subscription(ownerId),
      this.records.planTiers(),
      this.records.properties(ownerId),
    ]);
    if (!account?.cancelledAt || !subscription) throw new AppError('NOT_FOUND');
    // Cancelled during the trial and back before it would have ended: the trial runs on to
    // its first end, where the billing cycle makes the first charge and tells the owner.
    if (!account.subscriptionId && subscription.planName === TRIAL_PLAN_NAME) {
      const { endsAt } = trialPeriod(subscription.startedAt, this.config.TRIAL_DAYS);
      if (endsAt > now) {
        await this.records.saveAccount(provider.name, { ...account, cancelledAt: null });
        await this.records.moveSubscription(ownerId, { status: 'trial', endsAt });
        return this.billing.overview(caller, now);
      }
    }
    const tier = tierFor(tiers, properties);
    if (!tier) throw new AppError('BILLING_UNAVAILABLE');
    // Cancelled during the trial: the provider meets the customer now.
    const customerId = await this.billing.customerOf(provider, ownerId);
    const endsAt = subscription.endsAt && subscription.endsAt > now ? subscription.endsAt : now;
    await orUnavailable(() =>
      this.start.start(provider, {
        ownerId,
        customerId,
        tier,
        firstDueDate: billingDate(endsAt),
        now,
      }),
    );
    return this.billing.overview(caller, now);
  }
}
