import { timingSafeEqual } from 'node:crypto';
import type { ChargeStatus } from '@chegada/contracts';
import {
  BillingProviderFailed,
  WebhookRefused,
  type BillingProvider,
  type PixCode,
  type ProviderCharge,
  type ProviderNotice,
} from './billing-provider';

const TIMEOUT_MS = 15_000;
const PAGE = 100;

/** Asaas' payment statuses, as the host reads them. */
const STATUSES: Record<string, ChargeStatus> = {
  PENDING: 'pending',
  AWAITING_RISK_ANALYSIS: 'pending',
  RECEIVED: 'paid',
  CONFIRMED: 'paid',
  RECEIVED_IN_CASH: 'paid',
  DUNNING_RECEIVED: 'paid',
  OVERDUE: 'overdue',
  DUNNING_REQUESTED: 'overdue',
  REFUNDED: 'refunded',
  REFUND_REQUESTED: 'refunded',
  REFUND_IN_PROGRESS: 'refunded',
  CHARGEBACK_REQUESTED: 'refunded',
  CHARGEBACK_DISPUTE: 'refunded',
  AWAITING_CHARGEBACK_REVERSAL: 'refunded',
};

/** Events whose payment ended whatever its status field says. */
const EVENT_STATUSES: Record<string, ChargeStatus> = {
  PAYMENT_DELETED: 'cancelled',
  PAYMENT_REFUNDED: 'refunded',
  PAYMENT_RECEIVED_IN_CASH_UNDONE: 'pending',
};

type AsaasPayment = {
  id: string;
  customer: string;
  subscription?: string | null;
  value: number;
  dueDate: string;
  status: string;
  deleted?: boolean;
  invoiceUrl?: string | null;
  transactionReceiptUrl?: string | null;
  paymentDate?: string | null;
  clientPaymentDate?: string | null;
  externalReference?: string | null;
};

type AsaasList<T> = { data: T[]; hasMore: boolean };

const centavos = (reais: number) => Math.round(reais * 100);
const reais = (amount: number) => amount / 100;

const chargeOf = (payment: AsaasPayment, event?: string): ProviderCharge => {
  const paidOn = payment.paymentDate ?? payment.clientPaymentDate ?? null;
  return {
    id: payment.id,
    subscriptionId: payment.subscription ?? null,
    customerId: payment.customer,
    amount: centavos(payment.value),
    dueDate: payment.dueDate,
    status:
      (event ? EVENT_STATUSES[event] : undefined) ??
      (payment.deleted ? 'cancelled' : (STATUSES[payment.status] ?? 'pending')),
    invoiceUrl: payment.invoiceUrl ?? null,
    receiptUrl: payment.transactionReceiptUrl ?? null,
    paidAt: paidOn ? new Date(`${paidOn}T12:00:00-03:00`) : null,
    externalReference: payment.externalReference ?? null,
  };
};

const sameToken = (given: string, expected: string) => {
  const one = Buffer.from(given);
  const other = Buffer.from(expected);
  return one.length === other.length && timingSafeEqual(one, other);
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Asaas' REST API (v3): JSON with the key in the `access_token` header, values in reais,
 * errors as `{ errors: [{ code, description }] }`. Subscriptions bill monthly with the payer's
 * choice of pix, boleto or card (billingType UNDEFINED); each charge has a pix QR code.
 */
export class AsaasClient implements BillingProvider {
  readonly name = 'asaas';

  constructor(
    private readonly settings: { apiUrl: string; apiKey: string; webhookToken: string },
  ) {}

  async createCustomer(customer: {
    name: string;
    cpfCnpj: string;
    email: string;
    externalReference: string;
  }): Promise<string> {
    const created = await this.call<{ id: string }>('POST', '/customers', customer);
    return created.id;
  }

  async subscribe(plan: {
    customerId: string;
    amount: number;
    firstDueDate: string;
    description: string;
    externalReference: string;
  }): Promise<string> {
    const created = await this.call<{ id: string }>('POST', '/subscriptions', {
      customer: plan.customerId,
      billingType: 'UNDEFINED',
      cycle: 'MONTHLY',
      value: reais(plan.amount),
      nextDueDate: plan.firstDueDate,
      description: plan.description,
      externalReference: plan.externalReference,
    });
    return created.id;
  }

  async changeAmount(subscriptionId: string, amount: number): Promise<void> {
    await this.call('PUT', `/subscriptions/${encodeURIComponent(subscriptionId)}`, {
      value: reais(amount),
      updatePendingPayments: false,
    });
  }

  async cancel(subscriptionId: string): Promise<void> {
    await this.call('DELETE', `/subscriptions/${encodeURIComponent(subscriptionId)}`);
  }

  async chargesOf(subscriptionId: string): Promise<ProviderCharge[]> {
    const charges: ProviderCharge[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await this.call<AsaasList<AsaasPayment>>(
        'GET',
        `/subscriptions/${encodeURIComponent(subscriptionId)}/payments?offset=${offset}&limit=${PAGE}`,
      );
      charges.push(...page.data.map((payment) => chargeOf(payment)));
      if (!page.hasMore || page.data.length === 0) return charges;
    }
  }

  async charge(input: {
    customerId: string;
    amount: number;
    dueDate: string;
    description: string;
    externalReference: string;
  }): Promise<ProviderCharge> {
    const payment = await this.call<AsaasPayment>('POST', '/payments', {
      customer: input.customerId,
      billingType: 'PIX',
      value: reais(input.amount),
      dueDate: input.dueDate,
      description: input.description,
      externalReference: input.externalReference,
    });
    return chargeOf(payment);
  }

  async cancelCharge(chargeId: string): Promise<void> {
    await this.call('DELETE', `/payments/${encodeURIComponent(chargeId)}`);
  }

  async pixOf(chargeId: string): Promise<PixCode> {
    const pix = await this.call<{
      encodedImage: string;
      payload: string;
      expirationDate?: string | null;
    }>('GET', `/payments/${encodeURIComponent(chargeId)}/pixQrCode`);
    return {
      qrCodePng: `data:image/png;base64,${pix.encodedImage}`,
      copyPaste: pix.payload,
      expiresAt: pix.expirationDate ?? null,
    };
  }

  acceptsWebhookToken(token: string | undefined): boolean {
    return token !== undefined && sameToken(token, this.settings.webhookToken);
  }

  readNotice(body: unknown): ProviderNotice {
    if (!isRecord(body) || typeof body.id !== 'string' || typeof body.event !== 'string')
      throw new WebhookRefused();
    const { id: eventId, event } = body;
    if (event.startsWith('PAYMENT_') && isRecord(body.payment))
      return { eventId, kind: 'charge', charge: chargeOf(body.payment as AsaasPayment, event) };
    if (
      (event === 'SUBSCRIPTION_DELETED' || event === 'SUBSCRIPTION_INACTIVATED') &&
      isRecord(body.subscription) &&
      typeof body.subscription.id === 'string'
    )
      return { eventId, kind: 'subscription-ended', subscriptionId: body.subscription.id };
    return { eventId, kind: 'other', event };
  }

  customerPage(customerId: string): string {
    const console = new URL(this.settings.apiUrl).hostname.includes('sandbox')
      ? 'https://sandbox.asaas.com'
      : 'https://www.asaas.com';
    return `${console}/customerAccount/show/${encodeURIComponent(customerId)}`;
  }

  private async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          access_token: this.settings.apiKey,
          'content-type': 'application/json',
          'user-agent': 'Chegada',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new BillingProviderFailed(`Asaas unreachable: ${(error as Error).message}`, null);
    }
    const parsed = await response
      .text()
      .then((text) => (text ? (JSON.parse(text) as unknown) : {}))
      .catch(() => ({}));
    if (!response.ok) {
      const errors = isRecord(parsed) && Array.isArray(parsed.errors) ? parsed.errors : [];
      const described = errors
        .map((error) =>
          isRecord(error) ? `${textOf(error.description) || textOf(error.code)}` : '',
        )
        .filter(Boolean)
        .join('; ');
      throw new BillingProviderFailed(
        `Asaas ${method} ${path.split('?')[0]}: ${response.status} ${described}`.trim(),
        response.status,
      );
    }
    return parsed as T;
  }
}
