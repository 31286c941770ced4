import type { BillingCharge, SubscriptionOverview } from '@chegada/contracts';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { SessionUser } from '../../../lib/session/session-user';

export const PRICE_TABLE = {
  id: 't1',
  name: 'Temporada',
  tiers: [
    { min: 1, max: 5, monthlyPrice: 9900 },
    { min: 6, max: 20, monthlyPrice: 19900 },
  ],
};

const SMALL = { table: 'Temporada', min: 1, max: 5, monthlyPrice: 9900 };
export const BIG_TIER = { table: 'Temporada', min: 6, max: 20, monthlyPrice: 19900 };

export const aCharge = (overrides: Partial<BillingCharge> = {}): BillingCharge => ({
  id: 'pay_1',
  purpose: 'subscription',
  amount: 9900,
  dueDate: '2026-12-01',
  status: 'pending',
  invoiceUrl: 'https://asaas.test/i/pay_1',
  receiptUrl: null,
  paidAt: null,
  replaces: null,
  ...overrides,
});

/** A host on the trial with 3 properties, on a server that bills. */
export const anOverview = (overrides: Partial<SubscriptionOverview> = {}): SubscriptionOverview => {
  const overview: Omit<SubscriptionOverview, 'openCharges' | 'owed'> = {
    billing: 'configured',
    status: 'trial',
    planName: 'Trial',
    trialEndsAt: '2026-12-20T15:00:00.000Z',
    trialDaysLeft: 20,
    properties: 3,
    tier: SMALL,
    billedTier: null,
    nextCharge: { dueDate: '2026-12-20', amount: 9900 },
    openCharge: null,
    charges: [],
    openCreditPurchases: [],
    cancelledAt: null,
    ended: false,
    serviceUntil: null,
    graceDays: 5,
    ...overrides,
  };
  // The open charges follow the one open charge a test gives, unless it gives them all.
  const openCharges = overrides.openCharges ?? (overview.openCharge ? [overview.openCharge] : []);
  const owed = openCharges.reduce((sum, charge) => sum + charge.amount, 0);
  return { ...overview, openCharges, owed: overrides.owed ?? owed };
};

/** An account that pays: active, its first charge open. */
export const aPayingOverview = (overrides: Partial<SubscriptionOverview> = {}) => {
  const open = aCharge();
  return anOverview({
    status: 'active',
    planName: 'Temporada 1–5',
    trialEndsAt: null,
    trialDaysLeft: null,
    billedTier: SMALL,
    nextCharge: { dueDate: '2027-01-01', amount: 9900 },
    openCharge: open,
    charges: [open],
    ...overrides,
  });
};

export const PIX = {
  chargeId: 'pay_1',
  amount: 9900,
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  copyPaste: '00020101021226770014BR.GOV.BCB.PIX2555pay_1',
  expiresAt: '2026-12-01 23:59:59',
  invoiceUrl: 'https://asaas.test/i/pay_1',
};

/** What the page sent: `METHOD /path` and the body, in order. */
export type Sent = { call: string; body: unknown }[];

/** /u/subscription as the user opens it, the API answering `overview` (a function: it may move). */
export const openSubscription = (
  overview: SubscriptionOverview | (() => SubscriptionOverview),
  options: { user?: SessionUser; locale?: Locale } = {},
) => {
  const sent: Sent = [];
  const current = typeof overview === 'function' ? overview : () => overview;
  const record = async (request: Request) => {
    const text = await request.text();
    sent.push({
      call: `${request.method} ${new URL(request.url).pathname}`,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
  };
  server.use(
    ...sessionHandlers(options.user ?? aSessionUser()),
    http.get('*/api/billing/subscription', () => HttpResponse.json(current())),
    http.get('*/api/price-tables', () => HttpResponse.json({ data: [PRICE_TABLE] })),
    http.post('*/api/billing/charges/:id/pix', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ ...PIX, chargeId: params.id });
    }),
  );
  const view = renderApp('/u/subscription', { token: TOKEN, locale: options.locale ?? 'en-US' });
  return { ...view, sent, record };
};
