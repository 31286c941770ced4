import type { BillingCharge, ChargePurpose } from '@chegada/contracts';

// What we write in a one-off charge's externalReference at the provider, and read back from
// its webhooks: a webhook may come before the charge is stored here.
const CREDITS = 'credits:';
const REFUND_OF = 'refund-of:';

export const creditsReference = (ownerId: string) => `${CREDITS}${ownerId}`;
export const refundReference = (refundedChargeId: string) => `${REFUND_OF}${refundedChargeId}`;

/** The refunded charge a one-off charge bills again, from its reference. */
export const replacedBy = (externalReference: string | null): string | null =>
  externalReference?.startsWith(REFUND_OF) ? externalReference.slice(REFUND_OF.length) : null;

/** A subscription's charge, or the new charge of a refunded one, is the subscription's. */
export const purposeOf = (charge: {
  subscriptionId: string | null;
  externalReference: string | null;
}): ChargePurpose =>
  charge.subscriptionId || replacedBy(charge.externalReference) ? 'subscription' : 'credits';

/**
 * Still to pay: pending or overdue, or refunded with no new charge carrying it (a refund
 * counts as unpaid; once billed again, the new charge is the one to pay).
 */
export const isUnsettled = (charge: BillingCharge, charges: readonly BillingCharge[]): boolean =>
  charge.status === 'pending' ||
  charge.status === 'overdue' ||
  (charge.status === 'refunded' &&
    !charges.some((other) => other.replaces === charge.id && other.status !== 'cancelled'));
