import type { SubscriptionStatus } from '@chegada/domain';

/** An account's place at the provider. */
export type BillingAccount = {
  ownerId: string;
  /** None for an account cancelled during its trial: the provider never needed to know it. */
  customerId: string | null;
  subscriptionId: string | null;
  priceTableId: string | null;
  monthlyPrice: number;
  tierMin: number;
  tierMax: number;
  /** The due date of the subscription's first charge (YYYY-MM-DD): its cycle. */
  cycleAnchor: string | null;
  cancelledAt: Date | null;
};

/** An account with nothing at the provider yet: no customer, subscription nor tier. */
export const noAccountYet = (ownerId: string): BillingAccount => ({
  ownerId,
  customerId: null,
  subscriptionId: null,
  priceTableId: null,
  monthlyPrice: 0,
  tierMin: 0,
  tierMax: 0,
  cycleAnchor: null,
  cancelledAt: null,
});

/** A store owner whose trial ended with nothing charged yet: what the provider asks of them. */
export type EndedTrial = {
  ownerId: string;
  email: string;
  companyName: string;
  cnpj: string;
  properties: number;
};

/** The latest subscription row of an account: what the session and the page read. */
export type SubscriptionRecord = {
  id: string;
  planName: string;
  status: SubscriptionStatus;
  startedAt: Date;
  endsAt: Date | null;
  paymentLink: string | null;
};
