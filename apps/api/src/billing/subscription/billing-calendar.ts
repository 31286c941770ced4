import type { BillingCharge, BillingTier } from '@chegada/contracts';
import type { BillingAccount, SubscriptionRecord } from '../billing-records.repository';
import { isUnsettled } from '../charge-references';
import { addMonths, billingDate, nextCycleDate } from '../plan-tiers';

/**
 * The cycle date of the latest period paid (a refund's new charge pays the refunded charge's
 * period). Null when nothing was paid.
 */
const lastPaidPeriod = (charges: readonly BillingCharge[]): string | null =>
  charges
    .filter((charge) => charge.status === 'paid')
    .map((paid) => charges.find((charge) => charge.id === paid.replaces)?.dueDate ?? paid.dueDate)
    .sort()
    .at(-1) ?? null;

/**
 * The next charge: the trial's end while on trial; then the earliest charge issued and still
 * to pay (pending, overdue, or refunded and not billed again), at its own amount; else the
 * first cycle date after today and after the last period paid (a charge paid ahead moves it
 * on), at the tier of today's properties, which the next charge bills (no proration). None
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
  const unpaid = charges
    .filter((charge) => isUnsettled(charge, charges))
    .sort((one, other) => one.dueDate.localeCompare(other.dueDate))[0];
  if (unpaid) return { dueDate: unpaid.dueDate, amount: unpaid.amount };
  const today = billingDate(now);
  const paid = lastPaidPeriod(charges);
  return {
    dueDate: nextCycleDate(account.cycleAnchor, paid && paid > today ? paid : today),
    amount: tier?.monthlyPrice ?? account.monthlyPrice,
  };
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
