import type { Locale } from '@chegada/contracts';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import {
  AsaasPeer,
  asaasSettings,
  type PeerPayment,
} from '../../apps/api/src/billing/__fixtures__/asaas-peer';
import { billingDate } from '../../apps/api/src/billing/plan-tiers';
import { fineAtEachWidth, inspectAtEachWidth, withAxe } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { addProperty, registerHost, type ConsoleHost } from '../helpers/console-host';
import { sayIn } from '../helpers/first-week';
import { foreignText, visitorIn } from '../helpers/languages';
import { requestJson } from '../helpers/http';
import { startSmtpPeer, type SmtpPeer } from '../helpers/messaging';
import { waitFor } from '../helpers/wait';

type Me = { id: string; currentSubscription: { status: string; paymentLink: string | null } };

const say = (id: string, values: Record<string, unknown> = {}) => sayIn('pt-BR', id, values);

// The worker runs the billing cycle every 10 s (its smallest period): a few runs per test.
const CYCLE_WAIT_MS = 45_000;

const looked = async (page: Page, name: string, locale: Locale = 'pt-BR') => {
  await page.waitForLoadState('networkidle');
  expect(await inspectAtEachWidth(page, name)).toEqual(fineAtEachWidth);
  expect(await foreignText(page, locale)).toEqual([]);
};

// axe reads a toast's colours mid-animation as too faint: the page is looked at once the
// toast that said what the click did is closed, by its button as the host would (not left to
// close by itself 5 s later).
const toastGone = async (page: Page, locale: Locale = 'pt-BR') => {
  const toast = page.locator('.Toastify__toast').first();
  await toast.getByRole('button', { name: sayIn(locale, 'ui.close') }).click();
  await toast.waitFor({ state: 'detached', timeout: 15_000 });
};

/** A visitor (visitorIn) whose pages have axe-core before they load: each is looked at. */
const visit = async (...args: Parameters<typeof visitorIn>): Promise<Page> => {
  const page = await visitorIn(...args);
  await withAxe(page.context());
  return page;
};

/**
 * What the page shows once it looked again (SubscriptionPage reads an open charge again every
 * 15 s, CreditsSection the balance every 5 s while a purchase waits), its clock brought forward
 * to then instead of waiting; the page's clock installed before it loaded (page.clock.install).
 */
const nextLook = (page: Page) => page.clock.fastForward(15_000);

// Issue 31 in the browser, against a local Asaas: the built app (API and worker) with no grace
// and its billing cycle every 10 s, as a server could be configured. The built app has no test
// clock: the trial's 30 days pass by moving its dates back.
describe('the subscription that bills itself, in the browser', () => {
  const peer = new AsaasPeer();
  let smtp: SmtpPeer;
  const suite = useBrowserSuite('billing', {
    env: async () => {
      await peer.start();
      smtp = await startSmtpPeer();
      return {
        ...asaasSettings(peer),
        SMTP_URL: smtp.url,
        BILLING_GRACE_DAYS: '0',
        BILLING_CYCLE_SECONDS: '10',
      };
    },
  });
  let host: ConsoleHost;
  let hostId = '';
  const me = async () => (await host.api<Me>('/me')).body;
  const customerId = () =>
    [...peer.customers.values()].find((customer) => customer.externalReference === hostId)?.id;
  const charges = async (): Promise<PeerPayment[]> => {
    const customer = customerId();
    return customer ? peer.paymentsOf(customer) : [];
  };

  beforeAll(async () => {
    peer.webhookUrl = `${suite.site.app.baseUrl}/api/billing/webhooks/asaas`;
    host = await registerHost(suite.site.app.baseUrl, {
      name: 'Vera Lúcia',
      email: 'vera@pousada-duna.test',
      password: 'secret1',
      company: 'Pousada Duna',
    });
    hostId = (await me()).id;
    await addProperty(host, 'Casa Duna');
    await sql`update subscriptions set started_at = now() - interval '31 days',
      ends_at = now() - interval '1 day' where owner_id = ${hostId}`.execute(
      suite.site.database.db,
    );
  });
  afterAll(async () => {
    await peer.stop();
    await smtp.close();
  });

  /** A host of its own, on trial, registered from a page in Portuguese. */
  const aHostOnTrial = async (name: string, email: string) => {
    const other = await registerHost(suite.site.app.baseUrl, {
      name,
      email,
      password: 'secret1',
      company: `Pousada ${name}`,
    });
    await addProperty(other, 'Casa Única');
    return other;
  };

  it('the trial ends, the first charge shows, the host pays it by pix and stays active', async () => {
    const [charge] = await waitFor(charges, (found) => found.length === 1, CYCLE_WAIT_MS);
    const page = await visit(suite.browser, 'pt-BR', host.token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto(`${suite.site.baseUrl}/u/subscription`);
    const open = page.getByRole('region', { name: say('subscription.charge.open') });
    await open.getByRole('button', { name: say('subscription.charge.payByPix') }).click();
    await open.getByRole('img', { name: say('subscription.pix.qrAlt') }).waitFor();
    const code = open.getByLabel(say('subscription.pix.copyPaste'));
    expect(await code.inputValue()).toContain(charge!.id);
    await open.getByRole('button', { name: say('subscription.pix.copy') }).click();
    await open.getByText(say('subscription.pix.copied')).waitFor();
    const clipboard = () =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText();
    expect(await page.evaluate(clipboard)).toBe(await code.inputValue());
    const other = open.getByRole('link', { name: say('subscription.pix.otherWays') });
    expect(await other.getAttribute('href')).toBe(charge!.invoiceUrl);
    expect(await other.getAttribute('target')).toBe('_blank');
    await looked(page, 'subscription-pix');

    // Paid in the bank's app: the provider's webhook; the page shows it without a reload.
    expect(await peer.pay(charge!.id)).toBe(200);
    await nextLook(page);
    const invoices = page.getByRole('table', { name: say('subscription.invoices.title') });
    await invoices
      .getByText(say('subscription.charge.status.paid'))
      .waitFor({ timeout: CYCLE_WAIT_MS });
    expect(await open.count()).toBe(0);
    // Said, not only shown: the payment landed while the host looked.
    await page
      .getByRole('status')
      .filter({ hasText: /^Pagamento de R\$\s59,90 recebido\. Obrigado!/ })
      .waitFor();
    await invoices.getByRole('link', { name: say('subscription.invoices.receipt') }).waitFor();
    expect((await me()).currentSubscription.status).toBe('active');
    await looked(page, 'subscription-paid');
  });

  it('unpaid past the grace: inactive, the owner is sent to pay, the link in a new tab by a click', async () => {
    const subscription = [...peer.subscriptions.values()].find(
      (candidate) => candidate.customer === customerId(),
    )!;
    // The next cycle's charge, due yesterday, and Asaas' notice that it is overdue. Yesterday
    // in Brasília, as the provider bills and the daily job counts (UTC's is a day ahead at night).
    const yesterday = billingDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
    peer.subscriptions.set(subscription.id, { ...subscription, nextDueDate: yesterday });
    expect(await peer.nextCycle(subscription.id)).toBe(200);
    const late = (await charges()).find((payment) => payment.dueDate === yesterday)!;
    expect(await peer.overdue(late.id)).toBe(200);
    const { currentSubscription } = await waitFor(
      me,
      (user) => user.currentSubscription.status === 'inactive',
      CYCLE_WAIT_MS,
    );
    expect(currentSubscription.paymentLink).toBe(late.invoiceUrl);

    const page = await visit(suite.browser, 'pt-BR', host.token);
    const tabs = () => page.context().pages().length;
    await page.goto(`${suite.site.baseUrl}/u/home`);
    await page.waitForURL('**/u/subscription');
    const alert = page.getByRole('alert').filter({ hasText: say('subscription.inactiveNotice') });
    await alert.waitFor();
    // Nothing opened by the navigation alone (a pop-up blocker would stop it): the host clicks.
    expect(tabs()).toBe(1);
    // The header says the subscription is inactive, not the plan's name as if it ran.
    await page
      .getByRole('link', { name: say('nav.subscription', { status: 'inactive', plan: '' }) })
      .first()
      .waitFor();
    const popup = page.context().waitForEvent('page');
    await alert.getByRole('link', { name: say('subscription.payNow') }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(late.invoiceUrl);
    await opened.close();
    const overdue = page.getByRole('region', { name: say('subscription.charge.overdue') });
    await overdue.getByRole('button', { name: say('subscription.charge.payByPix') }).waitFor();
    await looked(page, 'subscription-inactive');

    // The console pages that create things say why "New …" is off, and link to pay (issue 31).
    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as const) {
      const other = await visit(suite.browser, locale, host.token);
      await other.goto(`${suite.site.baseUrl}/u/reserves`);
      await other.waitForURL('**/u/subscription');
      for (const [path, action] of [
        ['/u/reserves', 'reservationsPage.new'],
        ['/u/houses', 'houses.add'],
      ] as const) {
        await other.goto(`${suite.site.baseUrl}${path}`);
        const notice = other
          .getByRole('note')
          .filter({ hasText: sayIn(locale, 'nav.creatingHeld') });
        await notice.waitFor();
        const link = notice.getByRole('link', { name: sayIn(locale, 'nav.creatingHeld.link') });
        expect(await link.getAttribute('href')).toBe('/u/subscription');
        expect(await link.getAttribute('target')).toBe('_blank');
        const create = other.getByRole('button', { name: sayIn(locale, action), exact: true });
        expect(await create.first().isDisabled()).toBe(true);
        await looked(other, `creating-held${path.replace(/\//g, '-')}-${locale}`, locale);
      }
      await other.close();
    }

    // Paid: active again.
    expect(await peer.pay(late.id)).toBe(200);
    await waitFor(me, (user) => user.currentSubscription.status === 'active', CYCLE_WAIT_MS);
  });

  it('a refund: the page says it is the provider’s and counts as unpaid, and bills it again', async () => {
    const [paid] = (await charges()).filter((payment) => payment.status === 'RECEIVED');
    expect(await peer.refund(paid!.id)).toBe(200);
    const again = (await charges()).find(
      (payment) => payment.externalReference === `refund-of:${paid!.id}`,
    )!;
    const page = await visit(suite.browser, 'pt-BR', host.token);
    await page.clock.install();
    await page.goto(`${suite.site.baseUrl}/u/subscription`);
    const open = page.getByRole('region', { name: say('subscription.charge.again') });
    await open.getByText(/foi estornado pelo provedor de pagamentos/).waitFor();
    await open.getByRole('button', { name: say('subscription.charge.payByPix') }).click();
    const code = open.getByLabel(say('subscription.pix.copyPaste'));
    await code.waitFor();
    expect(await code.inputValue()).toContain(again.id);
    await looked(page, 'subscription-refund');
    expect(await peer.pay(again.id)).toBe(200);
    await nextLook(page);
    await page
      .getByRole('status')
      .filter({ hasText: /^Pagamento de R\$\s59,90 recebido/ })
      .waitFor({ timeout: CYCLE_WAIT_MS });
  });

  it('credits: an open purchase survives a reload, its pix shown instead of a second form', async () => {
    const page = await visit(suite.browser, 'pt-BR', host.token);
    await page.clock.install();
    await page.goto(`${suite.site.baseUrl}/u/subscription`);
    await page.getByLabel(say('subscription.credits.amount')).fill('50');
    await page.getByRole('button', { name: say('subscription.credits.buy') }).click();
    await page.getByLabel(say('subscription.pix.copyPaste')).waitFor();
    await page.reload();
    const purchases = page.getByRole('region', { name: say('subscription.credits.openTitle') });
    const code = page.getByLabel(say('subscription.pix.copyPaste'));
    await code.waitFor();
    expect(await page.getByLabel(say('subscription.credits.amount')).count()).toBe(0);
    await looked(page, 'subscription-credits-open');
    const copyPaste = await code.inputValue();
    const purchase = (await charges()).find((payment) => copyPaste.includes(payment.id));
    expect(await peer.pay(purchase!.id)).toBe(200);
    await nextLook(page);
    await page
      .getByRole('status')
      .filter({ hasText: /^Pagamento recebido: R\$\s50,00/ })
      .waitFor({ timeout: CYCLE_WAIT_MS });
    await purchases.waitFor({ state: 'detached', timeout: CYCLE_WAIT_MS });
  });

  it('a new property past the tier: said before saving', async () => {
    await addProperty(host, 'Casa Vento');
    await addProperty(host, 'Casa Areia');
    const page = await visit(suite.browser, 'pt-BR', host.token);
    await page.goto(`${suite.site.baseUrl}/u/houses`);
    await page.getByRole('button', { name: 'Adicionar imóvel' }).first().click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Com este, serão 4 imóveis/ })
      .waitFor();
    await looked(page, 'house-form-tier');
  });

  it('during the trial: cancelling is offered in each language, and ends the trial', async () => {
    const trialHost = await aHostOnTrial('Tomás Prova', 'tomas@pousada-prova.test');
    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as const) {
      const page = await visit(suite.browser, locale, trialHost.token);
      await page.goto(`${suite.site.baseUrl}/u/subscription`);
      await page.getByRole('button', { name: sayIn(locale, 'subscription.cancel.open') }).click();
      const dialog = page.getByRole('dialog', {
        name: sayIn(locale, 'subscription.cancel.confirmTitle'),
      });
      const trialEnds = sayIn(locale, 'subscription.cancel.confirmText', { until: 'trial' });
      await dialog.getByText(trialEnds.slice(0, 30), { exact: false }).waitFor();
      await looked(page, `subscription-trial-cancel-${locale}`, locale);
      if (locale !== 'es-ES') {
        await dialog
          .getByRole('button', { name: sayIn(locale, 'subscription.cancel.keep') })
          .click();
        await page.close();
        continue;
      }
      await dialog
        .getByRole('button', { name: sayIn(locale, 'subscription.cancel.confirm') })
        .click();
      await page.getByRole('button', { name: sayIn(locale, 'subscription.resume') }).waitFor();
      await toastGone(page, locale);
      await looked(page, 'subscription-trial-cancelled-es-ES', locale);
    }
    expect((await trialHost.api<Me>('/me')).body.currentSubscription.status).toBe('inactive');
  });

  it('a refunded credits purchase: its credits leave the balance, the statement says so', async () => {
    const refunded = await aHostOnTrial('Rosa Reembolso', 'rosa@pousada-reembolso.test');
    await refunded.api('/me/language', { method: 'PUT', body: { language: 'es-ES' } });
    const bought = await refunded.api<{ chargeId: string }>('/credits/purchase', {
      body: { amount: 5_000 },
    });
    expect(await peer.pay(bought.body.chargeId)).toBe(200);
    expect(await peer.refund(bought.body.chargeId)).toBe(200);
    const page = await visit(suite.browser, 'es-ES', refunded.token);
    await page.goto(`${suite.site.baseUrl}/u/subscription`);
    const statement = page.getByRole('table', {
      name: sayIn('es-ES', 'subscription.credits.statement'),
    });
    await statement.getByText(/^Pix reembolsado: la compra de R\$\s50,00 del /).waitFor();
    await statement
      .getByText(sayIn('es-ES', 'subscription.credits.kind.refund'), { exact: true })
      .waitFor();
    await page.getByText(/^Saldo:\s*R\$\s0,00$/).waitFor();
    await looked(page, 'subscription-credits-refunded-es-ES', 'es-ES');
  });

  it('the language chosen in the app writes the next billing e-mail', async () => {
    const chooser = await aHostOnTrial('Inés Idioma', 'ines@pousada-idioma.test');
    const page = await visit(suite.browser, 'pt-BR', chooser.token);
    await page.goto(`${suite.site.baseUrl}/u/subscription`);
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/me/language'));
    await page.getByRole('combobox', { name: say('nav.language') }).selectOption('es-ES');
    expect((await stored).status()).toBe(204);
    const chooserId = (await chooser.api<Me>('/me')).body.id;
    await sql`update subscriptions set started_at = now() - interval '31 days',
      ends_at = now() - interval '1 day' where owner_id = ${chooserId}`.execute(
      suite.site.database.db,
    );
    const [mail] = await waitFor(
      async () =>
        smtp.received.filter(
          (one) => one.to && 'text' in one.to && one.to.text === 'ines@pousada-idioma.test',
        ),
      (mails) => mails.length > 0,
      CYCLE_WAIT_MS,
    );
    expect(mail!.subject).toMatch(
      /^Chegada: tu prueba gratuita terminó — el primer cobro de R\$\u00a0\d+,\d{2} vence el/,
    );
  });

  it('cancelling says until when and what of the credits; then subscribing again', async () => {
    const page = await visit(suite.browser, 'pt-BR', host.token);
    await page.goto(`${suite.site.baseUrl}/u/subscription`);
    await page.getByRole('button', { name: say('subscription.cancel.open') }).click();
    const dialog = page.getByRole('dialog', { name: say('subscription.cancel.confirmTitle') });
    await dialog.getByText(/o serviço continua até \d+ de [^ ]+ de \d{4}\./).waitFor();
    await dialog.getByText(/Seus créditos \(R\$\s50,00\) continuam na conta/).waitFor();
    await looked(page, 'subscription-cancel-dialog');
    await dialog.getByRole('button', { name: say('subscription.cancel.confirm') }).click();
    const resume = page.getByRole('button', { name: say('subscription.resume') });
    await resume.waitFor();
    await toastGone(page);
    await looked(page, 'subscription-cancelled');
    await resume.click();
    await page.getByRole('button', { name: say('subscription.cancel.open') }).waitFor();
  });

  it('the admin reads the user’s sign-in apart from the subscription', async () => {
    const login = await requestJson<{ token: string }>(`${suite.site.app.baseUrl}/api/login`, {
      body: suite.site.admin,
    });
    const page = await visit(suite.browser, 'pt-BR', login.body.token);
    await page.goto(`${suite.site.baseUrl}/admin/users`);
    await page.getByRole('columnheader', { name: 'Acesso' }).waitFor();
    await page.getByRole('cell', { name: 'Liberado' }).first().waitFor();
    await looked(page, 'admin-users-billing');
  });
});

// A server without a provider, as development runs: the trial runs on and the page says so.
describe('a server where billing is not configured', () => {
  const suite = useBrowserSuite('billing-none');
  let host: ConsoleHost;
  beforeAll(async () => {
    host = await registerHost(suite.site.app.baseUrl, {
      name: 'Davi Nunes',
      email: 'davi@pousada-lago.test',
      password: 'secret1',
      company: 'Pousada Lago',
    });
  });

  it.each(['pt-BR', 'en-US', 'es-ES'] as const)('says so in %s, with the trial', async (locale) => {
    const page = await visit(suite.browser, locale, host.token);
    await page.goto(`${suite.site.baseUrl}/u/subscription`);
    await page
      .getByRole('status')
      .filter({ hasText: sayIn(locale, 'subscription.notConfigured', { cancelled: 'no' }) })
      .waitFor();
    await page.getByText(sayIn(locale, 'subscription.status.trial')).first().waitFor();
    expect(await page.getByLabel(sayIn(locale, 'subscription.credits.amount')).count()).toBe(0);
    await looked(page, `subscription-not-configured-${locale}`, locale);
  });
});
