import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PEER_KEY = '$aact_peer_key';
export const PEER_WEBHOOK_TOKEN = 'peer-webhook-token-0123456789';

/** The settings that point the API at a started peer. */
export const asaasSettings = (peer: { url: string }) => ({
  BILLING_PROVIDER: 'asaas',
  BILLING_API_URL: `${peer.url}/v3`,
  BILLING_API_KEY: PEER_KEY,
  BILLING_WEBHOOK_TOKEN: PEER_WEBHOOK_TOKEN,
});

export type PeerPayment = {
  object: 'payment';
  id: string;
  customer: string;
  subscription: string | null;
  value: number;
  dueDate: string;
  status: string;
  billingType: string;
  deleted: boolean;
  invoiceUrl: string;
  transactionReceiptUrl: string | null;
  paymentDate: string | null;
  description: string | null;
  externalReference: string | null;
};

type Subscription = {
  id: string;
  customer: string;
  value: number;
  nextDueDate: string;
  cycle: string;
  billingType: string;
  deleted: boolean;
  externalReference: string | null;
};

type Answer = { status: number; body: unknown };
type Body = Record<string, unknown>;
export type PeerCustomer = Body & { id: string };

const fail = (status: number, code: string, description: string): Answer => ({
  status,
  body: { errors: [{ code, description }] },
});

const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** A month after an ISO calendar date, as Asaas' MONTHLY cycle counts it. */
const nextMonth = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + 1);
  return day.toISOString().slice(0, 10);
};

/**
 * A local Asaas (API v3): customers, monthly subscriptions whose first charge is made at once,
 * one-off charges, pix QR codes, the `access_token` header and Asaas' error bodies; and its
 * webhooks, which tests send as Asaas would (paid, overdue, refunded, a duplicate, a forged
 * token) to the address they set.
 */
export class AsaasPeer {
  readonly requests: { method: string; path: string; body: Body }[] = [];
  readonly customers = new Map<string, PeerCustomer>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly payments = new Map<string, PeerPayment>();
  /** Where webhooks go: the API's /api/billing/webhooks/asaas. */
  webhookUrl = '';
  /** Answers every API call with this status until cleared (an outage). */
  outage: number | null = null;
  url = '';
  private server = createServer((request, response) => void this.handle(request, response));

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  paymentsOf(customerOrSubscription: string): PeerPayment[] {
    return [...this.payments.values()].filter(
      (payment) =>
        payment.customer === customerOrSubscription ||
        payment.subscription === customerOrSubscription,
    );
  }

  /** The payer pays: RECEIVED, then the webhook. Its answer's status. */
  pay(paymentId: string, on = new Date().toISOString().slice(0, 10)): Promise<number> {
    const payment = this.payment(paymentId);
    Object.assign(payment, {
      status: 'RECEIVED',
      paymentDate: on,
      transactionReceiptUrl: `${this.url}/comprovantes/${payment.id}`,
    });
    return this.notify('PAYMENT_RECEIVED', payment);
  }

  /** The due date passed unpaid (Asaas sends this once, the day after). */
  overdue(paymentId: string): Promise<number> {
    const payment = this.payment(paymentId);
    payment.status = 'OVERDUE';
    return this.notify('PAYMENT_OVERDUE', payment);
  }

  refund(paymentId: string): Promise<number> {
    const payment = this.payment(paymentId);
    payment.status = 'REFUNDED';
    return this.notify('PAYMENT_REFUNDED', payment);
  }

  /** The subscription's next cycle: a new charge, and PAYMENT_CREATED. */
  nextCycle(subscriptionId: string): Promise<number> {
    const payment = this.chargeCycle(this.subscriptions.get(subscriptionId)!);
    return this.notify('PAYMENT_CREATED', payment);
  }

  /** A webhook as Asaas sends it (or as a forger would, with another token). */
  async notify(
    event: string,
    payment: PeerPayment,
    options: { eventId?: string; token?: string } = {},
  ): Promise<number> {
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'asaas-access-token': options.token ?? PEER_WEBHOOK_TOKEN,
      },
      body: JSON.stringify({
        id: options.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
        event,
        dateCreated: new Date().toISOString().replace('T', ' ').slice(0, 19),
        payment,
      }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  private payment(paymentId: string): PeerPayment {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`No payment ${paymentId} on the peer`);
    return payment;
  }

  private makePayment(input: {
    customer: string;
    subscription: string | null;
    value: number;
    dueDate: string;
    billingType: string;
    externalReference: string | null;
    description?: string | null;
  }): PeerPayment {
    const payment: PeerPayment = {
      object: 'payment',
      id: id('pay'),
      ...input,
      description: input.description ?? null,
      status: 'PENDING',
      deleted: false,
      invoiceUrl: '',
      transactionReceiptUrl: null,
      paymentDate: null,
    };
    payment.invoiceUrl = `${this.url}/i/${payment.id}`;
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** The subscription's charge for its next due date, which then moves a month on. */
  private chargeCycle(subscription: Subscription): PeerPayment {
    const payment = this.makePayment({
      customer: subscription.customer,
      subscription: subscription.id,
      value: subscription.value,
      dueDate: subscription.nextDueDate,
      billingType: subscription.billingType,
      externalReference: subscription.externalReference,
    });
    subscription.nextDueDate = nextMonth(subscription.nextDueDate);
    return payment;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://peer');
    const text = Buffer.concat(chunks).toString('utf8');
    let body: Body = {};
    try {
      body = text ? (JSON.parse(text) as Body) : {};
    } catch {
      body = {};
    }
    const method = request.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, body });
    const answer =
      this.outage !== null
        ? fail(this.outage, 'unavailable', 'Serviço indisponível')
        : request.headers.access_token !== PEER_KEY
          ? fail(401, 'invalid_access_token', 'A chave de API fornecida é inválida')
          : this.route(method, url, body);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  private route(method: string, url: URL, body: Body): Answer {
    const parts = url.pathname.replace(/^\/v3\//, '').split('/');
    const [resource, key, sub] = parts;
    if (method === 'POST' && resource === 'customers' && !key) return this.createCustomer(body);
    if (method === 'POST' && resource === 'subscriptions' && !key)
      return this.createSubscription(body);
    if (resource === 'subscriptions' && key) {
      const subscription = this.subscriptions.get(key);
      if (!subscription || subscription.deleted)
        return fail(404, 'not_found', 'Assinatura não encontrada');
      if (method === 'GET' && sub === 'payments') return this.list(this.paymentsOf(key), url);
      if (method === 'PUT' && !sub) {
        if (typeof body.value === 'number') subscription.value = body.value;
        return { status: 200, body: { object: 'subscription', ...subscription } };
      }
      if (method === 'DELETE' && !sub) {
        subscription.deleted = true;
        for (const payment of this.paymentsOf(key))
          if (payment.status === 'PENDING') payment.deleted = true;
        return { status: 200, body: { deleted: true, id: key } };
      }
    }
    if (method === 'POST' && resource === 'payments' && !key) return this.createPayment(body);
    if (method === 'DELETE' && resource === 'payments' && key && !sub) {
      const payment = this.payments.get(key);
      if (!payment || payment.deleted) return fail(404, 'not_found', 'Cobrança não encontrada');
      // As Asaas: a payment received (or being refunded) is not removed.
      if (payment.status !== 'PENDING' && payment.status !== 'OVERDUE')
        return fail(400, 'invalid_action', 'Não é possível remover esta cobrança.');
      payment.deleted = true;
      return { status: 200, body: { deleted: true, id: key } };
    }
    if (method === 'GET' && resource === 'payments' && key && sub === 'pixQrCode') {
      const payment = this.payments.get(key);
      if (!payment) return fail(404, 'not_found', 'Cobrança não encontrada');
      return {
        status: 200,
        body: {
          encodedImage: Buffer.from(`png:${payment.id}`).toString('base64'),
          payload: `00020101021226770014BR.GOV.BCB.PIX2555${payment.id}5204000053039865406${payment.value.toFixed(2)}`,
          expirationDate: `${payment.dueDate} 23:59:59`,
        },
      };
    }
    return fail(404, 'not_found', 'Recurso não encontrado');
  }

  private createCustomer(body: Body): Answer {
    if (typeof body.name !== 'string' || !body.name)
      return fail(400, 'invalid_name', 'O nome do cliente deve ser informado.');
    if (typeof body.cpfCnpj !== 'string' || !/^[0-9A-Z]{11,14}$/.test(body.cpfCnpj))
      return fail(400, 'invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
    const customer = { ...body, id: id('cus') };
    this.customers.set(customer.id, customer);
    return { status: 200, body: { object: 'customer', ...customer } };
  }

  private createSubscription(body: Body): Answer {
    const customer = typeof body.customer === 'string' && this.customers.get(body.customer);
    if (!customer) return fail(400, 'invalid_customer', 'Cliente inválido.');
    if (typeof body.value !== 'number' || body.value <= 0)
      return fail(400, 'invalid_value', 'O valor deve ser maior que zero.');
    if (typeof body.nextDueDate !== 'string')
      return fail(400, 'invalid_nextDueDate', 'Informe o vencimento da primeira cobrança.');
    const subscription: Subscription = {
      id: id('sub'),
      customer: customer.id,
      value: body.value,
      nextDueDate: body.nextDueDate,
      cycle: String(body.cycle),
      billingType: String(body.billingType),
      deleted: false,
      externalReference: typeof body.externalReference === 'string' ? body.externalReference : null,
    };
    this.subscriptions.set(subscription.id, subscription);
    // Asaas makes the first charge with the subscription.
    this.chargeCycle(subscription);
    return { status: 200, body: { object: 'subscription', ...subscription } };
  }

  private createPayment(body: Body): Answer {
    const customer = typeof body.customer === 'string' && this.customers.get(body.customer);
    if (!customer) return fail(400, 'invalid_customer', 'Cliente inválido.');
    if (typeof body.value !== 'number' || body.value < 5)
      return fail(400, 'invalid_value', 'O valor da cobrança deve ser de no mínimo R$ 5,00.');
    const payment = this.makePayment({
      customer: customer.id,
      subscription: null,
      value: body.value,
      dueDate: String(body.dueDate),
      billingType: String(body.billingType),
      externalReference: typeof body.externalReference === 'string' ? body.externalReference : null,
      description: typeof body.description === 'string' ? body.description : null,
    });
    return { status: 200, body: payment };
  }

  private list(payments: PeerPayment[], url: URL): Answer {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 10));
    const data = payments.slice(offset, offset + limit);
    return {
      status: 200,
      body: {
        object: 'list',
        hasMore: offset + limit < payments.length,
        totalCount: payments.length,
        limit,
        offset,
        data,
      },
    };
  }
}
