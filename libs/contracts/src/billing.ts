import type { SubscriptionStatus } from '@chegada/domain';

/** What a charge is for: a subscription cycle or credits bought (issue 31). */
export type ChargePurpose = 'subscription' | 'credits';
export type ChargeStatus = 'pending' | 'paid' | 'overdue' | 'refunded' | 'cancelled';

/** A charge as the host reads it: amounts in centavos, dates as the provider's calendar dates. */
export type BillingCharge = {
  id: string;
  purpose: ChargePurpose;
  amount: number;
  dueDate: string;
  status: ChargeStatus;
  /** The provider's page of the charge: pay by pix, boleto or card. */
  invoiceUrl: string | null;
  /** The receipt once paid. */
  receiptUrl: string | null;
  paidAt: string | null;
  /**
   * A one-off charge that bills a refunded subscription charge again: the id of the refunded
   * one. A refunded charge counts as unpaid until its replacement is paid.
   */
  replaces: string | null;
};

/** One line of a price table: the monthly price for a number of properties. */
export type BillingTier = { table: string; min: number; max: number; monthlyPrice: number };

/** GET /api/billing/subscription: the account's plan, what it will pay and what it paid. */
export type SubscriptionOverview = {
  /** not-configured: BILLING_PROVIDER=none; the trial runs and nothing is charged. */
  billing: 'configured' | 'not-configured';
  status: SubscriptionStatus;
  planName: string;
  trialEndsAt: string | null;
  trialDaysLeft: number | null;
  /** The account's properties now, and the tier they fall in. */
  properties: number;
  tier: BillingTier | null;
  /** The tier the provider charges now; a new one applies from the next charge. */
  billedTier: BillingTier | null;
  /**
   * The next charge: the first cycle date after today and after every period already billed
   * (an open charge is listed as such, never as the next), at the tier of today.
   */
  nextCharge: { dueDate: string; amount: number } | null;
  /** The oldest charge still to pay (pending or overdue; a refund's new charge), if any. */
  openCharge: BillingCharge | null;
  /** Every charge still to pay, the oldest first: the account is active once none is overdue. */
  openCharges: BillingCharge[];
  /** What the open charges add up to, in centavos. */
  owed: number;
  charges: BillingCharge[];
  /** Credits bought by pix and not paid yet: their pix can be shown again. */
  openCreditPurchases: BillingCharge[];
  cancelledAt: string | null;
  /**
   * Cancelled and the service is over (a trial cancelled ends at once): the header's "ended",
   * whatever the billing configuration.
   */
  ended: boolean;
  /**
   * The service's last day (YYYY-MM-DD, inclusive, Brasília's calendar): once cancelled, the
   * last day of the period paid; before, the one it would have if cancelled now (the cancel
   * dialog says it). The same day the payment e-mail ends the period on. Null when nothing is
   * paid.
   */
  serviceUntil: string | null;
  /** Days an unpaid charge may wait past its due date before the account becomes inactive. */
  graceDays: number;
};

/**
 * GET /api/billing/tier-ahead: the tier one more property would put the account in, when it
 * costs more than the one it pays (a property past the tier is allowed, with this notice, and
 * the new tier applies from the next charge).
 */
export type TierAhead = {
  /** The count with the new property. */
  properties: number;
  tier: BillingTier;
  /** The tier the account pays (or will pay first) now. */
  current: BillingTier | null;
  /** The due date of the first charge the new tier bills: charges issued keep their price. */
  from: string | null;
  /** On the free trial: the next charge is the first, when the trial ends; none is made yet. */
  trial: boolean;
};

/** A charge's pix: the QR code as a PNG data URL and its "copia e cola" text. */
export type PixPayment = {
  chargeId: string;
  amount: number;
  qrCode: string;
  copyPaste: string;
  expiresAt: string | null;
  invoiceUrl: string | null;
};
