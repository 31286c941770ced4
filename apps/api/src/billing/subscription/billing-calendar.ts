import type { BillingCharge, BillingTier } from '@chegada/contracts';
import type { BillingAccount, SubscriptionRecord } from '../billing-records.repository';
import { addMonths, billingDate, nextCycleDate } from '../plan-tiers';

/**
 * The cycle date of the latest period among the charges `counted` (a refund's new charge
 * bills the refunded charge's period). Null when none counts.
 */
const latestPeriod = (
  charges: readonly BillingCharge[],
  counted: (charge: BillingCharge) => boolean,
): string | null =>
  charges
    .filter(counted)
    .map((one) => charges.find((charge) => charge.id === one.replaces)?.dueDate ?? one.dueDate)
    .sort()
    .at(-1) ?? null;

const lastPaidPeriod = (charges: readonly BillingCharge[]) =>
  latestPeriod(charges, (charge) => charge.status === 'paid');

/** The subscription's first cycle date after today and after the `period` given, if any. */
const cycleDateAfter = (anchor: string, now: Date, period: string | null): string => {
  const today = billingDate(now);
  return nextCycleDate(anchor, period && period > today ? period : today);
};

/**
 * The next charge: the trial's end while on trial; then the first cycle date after today and
 * after every period already billed (a charge issued and unpaid is listed as open, never as
 * the next; one paid ahead moves it on), at the tier of today's properties, which the next charge bills (no proration). None
 * once cancelled.
 */
export const nextChargeOf = (
  subscription: Pick<SubscriptionRecord, 'status' | 'endsAt'>,
  account: BillingAccount | undefined,
  tier: BillingTier | null,
  now: Date,
  charges: readonly BillingCharge[],
): { dueDate: string; amount: number } | null => {
  if (subscription.status === 'trial')
    return subscription.endsAt && tier
      ? { dueDate: billingDate(subscription.endsAt), amount: tier.monthlyPrice }
      : null;
  if (!account?.subscriptionId || account.cancelledAt || !account.cycleAnchor) return null;
  // A charge issued and unpaid is listed as open (with its own date, gone by or today): the
  // next is the first cycle after today and after every period already billed.
  const billed = latestPeriod(charges, (charge) => charge.status !== 'cancelled');
  return {
    dueDate: cycleDateAfter(account.cycleAnchor, now, billed),
    amount: tier?.monthlyPrice ?? account.monthlyPrice,
  };
};

/**
 * The due date a new tier's price first applies to: the trial's end while on trial (the first
 * charge); then the first cycle date after today and after every period already billed, since
 * a charge issued keeps its amount (no proration: an overdue or pending charge is not repriced).
 * None once cancelled.
 */
export const newPriceFrom = (
  subscription: Pick<SubscriptionRecord, 'status' | 'endsAt'>,
  account: BillingAccount | undefined,
  now: Date,
  charges: readonly BillingCharge[],
): string | null => {
  if (subscription.status === 'trial')
    return subscription.endsAt ? billingDate(subscription.endsAt) : null;
  if (!account?.subscriptionId || account.cancelledAt || !account.cycleAnchor) return null;
  const billed = latestPeriod(charges, (charge) => charge.status !== 'cancelled');
  return cycleDateAfter(account.cycleAnchor, now, billed);
};

/**
 * The end of the period paid: the instant the next cycle begins, in Brasília, after the latest
 * period paid (the service runs through the day before, periodLastDay). Null when nothing was
 * paid.
 */
export const paidThrough = (charges: readonly BillingCharge[]): Date | null => {
  const last = lastPaidPeriod(charges);
  return last ? new Date(`${addMonths(last, 1)}T00:00:00-03:00`) : null;
};
