import type { ChargeStatus } from '@chegada/contracts';

/** A charge as the provider reports it, amounts in centavos. */
export type ProviderCharge = {
  id: string;
  /** The provider's subscription that made it; null for a one-off charge (credits). */
  subscriptionId: string | null;
  customerId: string;
  amount: number;
  dueDate: string;
  status: ChargeStatus;
  invoiceUrl: string | null;
  receiptUrl: string | null;
  paidAt: Date | null;
  externalReference: string | null;
};

/** What a webhook tells, once its token is checked. */
export type ProviderNotice =
  | {
      eventId: string;
      kind: 'charge';
      /** The charge as it stands after the event. */
      charge: ProviderCharge;
    }
  | { eventId: string; kind: 'subscription-ended'; subscriptionId: string }
  | { eventId: string; kind: 'other'; event: string };

export type PixCode = { qrCodePng: string; copyPaste: string; expiresAt: string | null };

/**
 * A payment provider for the subscription and credits (Asaas today). Another provider is a
 * new implementation of this port; a recurring pix mandate (Pix Automático, on request at
 * Asaas) would be a new way to `subscribe`, the rest unchanged.
 */
export type BillingProvider = {
  readonly name: string;
  createCustomer(customer: {
    name: string;
    cpfCnpj: string;
    email: string;
    externalReference: string;
  }): Promise<string>;
  /** A monthly subscription whose first charge is due on `firstDueDate`; its id. */
  subscribe(plan: {
    customerId: string;
    amount: number;
    firstDueDate: string;
    description: string;
    externalReference: string;
  }): Promise<string>;
  /** The next charges cost `amount`; the ones already made keep theirs (no proration). */
  changeAmount(subscriptionId: string, amount: number): Promise<void>;
  cancel(subscriptionId: string): Promise<void>;
  chargesOf(subscriptionId: string): Promise<ProviderCharge[]>;
  /** A one-off charge (credits). */
  charge(input: {
    customerId: string;
    amount: number;
    dueDate: string;
    description: string;
    externalReference: string;
  }): Promise<ProviderCharge>;
  pixOf(chargeId: string): Promise<PixCode>;
  /** Withdraws a one-off charge not paid (a credits purchase): its pix takes no payment more. */
  cancelCharge(chargeId: string): Promise<void>;
  /** Whether a webhook came with the configured token (compared in constant time). */
  acceptsWebhookToken(token: string | undefined): boolean;
  /** What a webhook says; throws WebhookRefused when it is no event of the provider's. */
  readNotice(body: unknown): ProviderNotice;
  /** The customer's page in the provider's own console, for admins. */
  customerPage(customerId: string): string;
};

export const BILLING_PROVIDER = Symbol('BillingProvider');

/** The provider answered with an error, or could not be reached: nothing was charged. */
export class BillingProviderFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** A webhook body that is no event of the provider's. */
export class WebhookRefused extends Error {
  constructor() {
    super('not a webhook event');
  }
}
