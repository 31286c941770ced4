import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import {
  translate,
  type BillingCharge,
  type PixPayment,
  type SubscriptionOverview,
  type TierAhead,
} from '@chegada/contracts';
import { subscriptionStanding, unbilledStatus } from '@chegada/domain';
import { AppError, type AuthenticatedUser } from '../../common';
import { BillingRecords, noAccountYet, type BillingAccount } from '../billing-records.repository';
import { BillingCharges } from '../billing-charges.repository';
import { creditsReference, isUnsettled } from '../charge-references';
import { RefundedCharges } from '../notices/refunded-charges';
import { billingDate, lastDayBefore, tierFor } from '../plan-tiers';
import { BILLING_PROVIDER, type BillingProvider } from '../provider';
import { newPriceFrom, nextChargeOf, paidThrough } from './billing-calendar';
import { configured, orUnavailable } from './or-unavailable';

const isOpenPurchase = (charge: BillingCharge) =>
  charge.status === 'pending' || charge.status === 'overdue';

const tierOfAccount = (account: BillingAccount | undefined, table: string | undefined) =>
  account?.subscriptionId && table
    ? { table, min: account.tierMin, max: account.tierMax, monthlyPrice: account.monthlyPrice }
    : null;

const bare = <Tier extends { table: string; min: number; max: number; monthlyPrice: number }>(
  tier: Tier | null,
) => tier && { table: tier.table, min: tier.min, max: tier.max, monthlyPrice: tier.monthlyPrice };

/** /u/subscription: the plan as it stands, pay a charge by pix; credits by pix. */
@Injectable()
export class SubscriptionBilling {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly records: BillingRecords,
    private readonly chargeRecords: BillingCharges,
    private readonly refunds: RefundedCharges,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
  ) {}

  async overview(caller: AuthenticatedUser, now = new Date()): Promise<SubscriptionOverview> {
    const ownerId = caller.accountId;
    const [subscription, account, properties, declared, tiers, charges, credits] =
      await Promise.all([
        this.records.subscription(ownerId),
        this.records.account(ownerId),
        this.records.properties(ownerId),
        this.records.declaredProperties(ownerId),
        this.records.planTiers(),
        this.chargeRecords.charges(ownerId, 'subscription'),
        this.chargeRecords.charges(ownerId, 'credits'),
      ]);
    if (!subscription) throw new AppError('NOT_FOUND');
    const standing = subscriptionStanding(subscription, now);
    // Before the first property, the registration's "quantity of properties" suggests the tier.
    const tier = tierFor(tiers, properties || declared);
    const cancelled = Boolean(account?.cancelledAt);
    const until = cancelled ? subscription.endsAt : paidThrough(charges);
    // With billing off nothing is owed or payable here, whatever an earlier configuration left.
    const open = this.provider
      ? charges.filter((charge) => isUnsettled(charge, charges)).reverse()
      : [];
    return {
      billing: this.provider ? 'configured' : 'not-configured',
      status: this.provider
        ? standing.status
        : unbilledStatus(standing.status, subscription.planName),
      planName: subscription.planName,
      trialEndsAt:
        subscription.status === 'trial' ? (subscription.endsAt?.toISOString() ?? null) : null,
      trialDaysLeft: standing.trialDaysLeft,
      properties,
      tier: bare(tier),
      billedTier: tierOfAccount(account, tiers[0]?.table ?? tier?.table),
      nextCharge: this.provider ? nextChargeOf(subscription, account, tier, now, charges) : null,
      // The oldest first: the one whose grace runs out first.
      openCharge: open[0] ?? null,
      openCharges: open,
      owed: open.reduce((sum, charge) => sum + charge.amount, 0),
      charges,
      // A refunded purchase is over (its credits taken back), not one to pay.
      openCreditPurchases: this.provider ? credits.filter(isOpenPurchase) : [],
      cancelledAt: account?.cancelledAt?.toISOString() ?? null,
      ended: cancelled && standing.status === 'inactive',
      serviceUntil: until ? lastDayBefore(until) : null,
      graceDays: this.config.BILLING_GRACE_DAYS,
    };
  }

  /**
   * The tier one more property would bill, when it costs more than the one the account pays
   * (or will pay first): the notice a host reads before saving a new property.
   */
  async tierAhead(caller: AuthenticatedUser, now = new Date()): Promise<TierAhead | null> {
    if (!this.provider) return null;
    const ownerId = caller.accountId;
    const [subscription, account, properties, tiers, charges] = await Promise.all([
      this.records.subscription(ownerId),
      this.records.account(ownerId),
      this.records.properties(ownerId),
      this.records.planTiers(),
      this.chargeRecords.charges(ownerId, 'subscription'),
    ]);
    if (!subscription || account?.cancelledAt) return null;
    const current = tierOfAccount(account, tiers[0]?.table) ?? bare(tierFor(tiers, properties));
    const ahead = bare(tierFor(tiers, properties + 1));
    if (!ahead || (current && ahead.monthlyPrice <= current.monthlyPrice)) return null;
    return {
      properties: properties + 1,
      tier: ahead,
      current,
      from: newPriceFrom(subscription, account, now, charges),
      trial: subscription.status === 'trial',
    };
  }

  /**
   * The pix of a charge of the caller's account: QR code and "copia e cola". A refunded
   * charge is paid through the new charge that bills it again (made now if it is missing).
   */
  async pix(caller: AuthenticatedUser, chargeId: string): Promise<PixPayment> {
    // Another account's charge reads as an unknown one, whatever the configuration.
    const found = await this.chargeRecords.charge(caller.accountId, chargeId);
    if (!found) throw new AppError('NOT_FOUND');
    const provider = configured(this.provider);
    const charge = await this.payable(caller.accountId, found);
    const pix = await orUnavailable(() => provider.pixOf(charge.id));
    return {
      chargeId: charge.id,
      amount: charge.amount,
      qrCode: pix.qrCodePng,
      copyPaste: pix.copyPaste,
      expiresAt: pix.expiresAt,
      invoiceUrl: charge.invoiceUrl,
    };
  }

  /**
   * Credits bought by pix: a one-off charge, credited when the provider reports it paid. While
   * a purchase's pix is pending, the same amount answers that purchase again (a second click,
   * a second tab) and another amount is refused: one open purchase at a time.
   */
  async buyCredits(
    caller: AuthenticatedUser,
    amount: number,
    now = new Date(),
  ): Promise<PixPayment> {
    const provider = configured(this.provider);
    if (await this.serviceEnded(caller.accountId, now)) throw new AppError('SUBSCRIPTION_ENDED');
    const pending = (await this.chargeRecords.charges(caller.accountId, 'credits')).find(
      (charge) => charge.status === 'pending',
    );
    if (pending && pending.amount === amount) return this.pix(caller, pending.id);
    if (pending)
      throw new AppError('CREDIT_PURCHASE_OPEN', [
        { field: 'amount', key: 'error.CREDIT_PURCHASE_OPEN' },
      ]);
    const customerId = await this.customerOf(provider, caller.accountId);
    const charge = await orUnavailable(() =>
      provider.charge({
        customerId,
        amount,
        dueDate: billingDate(now),
        description: translate('pt-BR', 'billing.creditsCharge'),
        externalReference: creditsReference(caller.accountId),
      }),
    );
    await this.chargeRecords.saveCharge(caller.accountId, 'credits', charge);
    return this.pix(caller, charge.id);
  }

  /** Cancelled and over (a trial cancelled ends at once): the page sells nothing more. */
  private async serviceEnded(ownerId: string, now: Date): Promise<boolean> {
    const [subscription, account] = await Promise.all([
      this.records.subscription(ownerId),
      this.records.account(ownerId),
    ]);
    return Boolean(
      account?.cancelledAt &&
      subscription &&
      subscriptionStanding(subscription, now).status === 'inactive',
    );
  }

  private async payable(
    ownerId: string,
    charge: BillingCharge,
  ): Promise<Pick<BillingCharge, 'id' | 'amount' | 'invoiceUrl'>> {
    if (charge.status !== 'refunded' || charge.purpose !== 'subscription') return charge;
    const account = await this.records.account(ownerId);
    if (!account) return charge;
    return orUnavailable(() => this.refunds.billAgain(account, charge));
  }

  /**
   * The account's customer at the provider, made now if the trial has not ended yet (or
   * was cancelled, which makes none): the account's other records are kept as they are.
   */
  async customerOf(provider: BillingProvider, ownerId: string): Promise<string> {
    const known = await this.records.account(ownerId);
    if (known?.customerId) return known.customerId;
    const company = await this.records.company(ownerId);
    if (!company) throw new AppError('NOT_FOUND');
    const customerId = await orUnavailable(() =>
      provider.createCustomer({ ...company, externalReference: ownerId }),
    );
    const tier = tierFor(await this.records.planTiers(), await this.records.properties(ownerId));
    await this.records.saveAccount(
      provider.name,
      known
        ? { ...known, customerId }
        : {
            ...noAccountYet(ownerId),
            customerId,
            priceTableId: tier?.tableId ?? null,
            monthlyPrice: tier?.monthlyPrice ?? 0,
            tierMin: tier?.min ?? 0,
            tierMax: tier?.max ?? 0,
          },
    );
    return customerId;
  }
}
