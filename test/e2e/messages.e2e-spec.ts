import type { Browser, Page } from 'playwright-core';
import { requestJson, startSmtpPeer, waitFor, type SmtpPeer, type TestApp } from '@chegada/testing';
import { registerOwner } from '../../apps/api/src/registration/__fixtures__/registration.builder';
import { aResidence } from '../../apps/api/src/residences/__fixtures__/residences.builder';
import {
  collectPageErrors,
  fineAtEachWidth,
  inspectAtEachWidth,
  newVisitor,
  startBrowserSuite,
  type BrowserApp,
} from '../helpers/browser';
import { routesMessages } from '../../web/src/app/routes/routes.messages';
import { processNotificationMessages } from '../../web/src/features/process-notification/process-notification.messages';
import {
  addProperty,
  registerHost,
  submittedReservation,
  type ConsoleHost,
} from '../helpers/console-host';
import { createReservation, hostApi } from '../helpers/host-api';
import { guestSubmitsByLink } from '../helpers/guest-link';
import { foreignText, visitorIn } from '../helpers/languages';

// Issue 18 in a real browser: the host's words for a message, the approve link of the host's
// e-mail, the messages on the reservation's page and the admins' queue board, on the built
// app with a real SMTP peer; each screen checked by axe and photographed at 360 and 1280 px.
let smtp: SmtpPeer;
let site: BrowserApp;
let browser: Browser;
let close: (() => Promise<void>) | undefined;
let token = '';

const owner = { name: 'Ana Souza', email: 'ana@pousada-mar.test', companyName: 'Pousada Mar' };
const PASSWORD = 'secret1';

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ({ site, browser, close } = await startBrowserSuite('messages', { SMTP_URL: smtp.url }));
  ({ token } = await registerOwner({ baseUrl: site.app.baseUrl } as TestApp, owner));
  const property = await requestJson(`${site.app.baseUrl}/api/residences`, {
    body: aResidence({ name: 'Casa Azul' }),
    token,
  });
  expect(property.status).toBe(201);
});

afterAll(async () => {
  await close?.();
  await smtp.close();
});

const logIn = async (page: Page, email: string, password: string, landing: string) => {
  await page.goto(`${site.baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`**${landing}`);
};

const mailWith = (words: string) =>
  waitFor(
    async () => smtp.received.filter((mail) => mail.text?.includes(words)),
    (found) => found.length > 0,
    20_000,
  ).then((found) => found[0]!);

describe('messages in Chromium', () => {
  it('the host rewrites the guest link, approves from the e-mail, and sees what was sent', async () => {
    const { page } = await newVisitor(browser);
    const pageErrors = collectPageErrors(page);
    await logIn(page, owner.email, PASSWORD, '/u/home');

    await page.goto(`${site.baseUrl}/u/models`);
    const body = page.getByLabel('Texto (deixe uma linha em branco entre os parágrafos)');
    await body.fill('Olá, {guestName}! Seu código: {passcode}');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page
      .getByText('O marcador {passcode} não existe nesta mensagem; use só os listados')
      .waitFor();
    expect(await inspectAtEachWidth(page, 'models-error')).toEqual(fineAtEachWidth);
    await body.fill('Olá, {guestName}!\n\nChegue depois de {checkIn}; antes, preencha a ficha.');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Texto seu').waitFor();
    expect(await inspectAtEachWidth(page, 'models')).toEqual(fineAtEachWidth);

    await page.goto(`${site.baseUrl}/u/config`);
    await page.getByLabel('E-mail para mim quando um hóspede enviar a ficha').check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Dados atualizados').first().waitFor();
    expect(await inspectAtEachWidth(page, 'settings-messages')).toEqual(fineAtEachWidth);

    const { body: residences } = await requestJson<{ items: Array<{ id: string }> }>(
      `${site.app.baseUrl}/api/residences`,
      { method: 'GET', token },
    );
    const id = await createReservation(hostApi(site.app.baseUrl, token), {
      residenceId: residences.items[0]!.id,
      guestEmail: 'pedro@example.com',
    });
    const invitation = await mailWith('Chegue depois de');
    expect(invitation.text).toContain('Olá, Pedro Alves!');
    const link = /(http\S+\/p\/formdata\/\S+)/.exec(invitation.text ?? '')?.[1] ?? '';
    const { answer: sent } = await guestSubmitsByLink(site.app.baseUrl, link, 'Pedro Alves');
    expect(sent.status).toBe(200);

    const toHost = await mailWith(`/u/guest/${id}`);
    const approve = /Aprovar a reserva: (\S+)/.exec(toHost.text ?? '')?.[1] ?? '';
    const path = new URL(approve).pathname;
    const visitor = await newVisitor(browser);
    await visitor.page.goto(`${site.baseUrl}${path}`);
    await visitor.page
      .getByRole('heading', { name: 'Aprovar a reserva de Pedro Alves em Casa Azul?' })
      .waitFor();
    expect(await inspectAtEachWidth(visitor.page, 'process-notification')).toEqual(fineAtEachWidth);
    await visitor.page.getByRole('button', { name: 'Aprovar a reserva' }).click();
    await visitor.page.getByText('Reserva aprovada.', { exact: false }).waitFor();
    expect(await inspectAtEachWidth(visitor.page, 'process-notification-done')).toEqual(
      fineAtEachWidth,
    );
    await visitor.page.reload();
    await visitor.page.getByText('Este link já foi usado.').waitFor();
    expect(await inspectAtEachWidth(visitor.page, 'process-notification-used')).toEqual(
      fineAtEachWidth,
    );
    await visitor.context.close();

    await page.goto(`${site.baseUrl}/u/guest/${id}`);
    const messages = page.getByRole('region', { name: 'Mensagens enviadas' });
    await messages.getByText('Aviso de ficha enviada', { exact: false }).waitFor();
    await messages.getByRole('button', { name: 'Reenviar o link à pessoa hóspede' }).click();
    await page.getByText('Mensagem na fila de envio').first().waitFor();
    await messages.scrollIntoViewIfNeeded();
    expect(await inspectAtEachWidth(page, 'review-deliveries')).toEqual(fineAtEachWidth);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await messages.screenshot({ path: `test/e2e/__screenshots__/deliveries-panel-${width}.png` });
    }
    expect(pageErrors).toEqual([]);
  });

  it('an admin opens the queue board from the menu', async () => {
    const { page } = await newVisitor(browser);
    await logIn(page, site.admin.email, site.admin.password, '/admin/price-tables');
    await page.getByRole('link', { name: 'Filas' }).first().click();
    await page.waitForURL('**/admin/queues');
    await page.getByText('messages', { exact: true }).first().waitFor();
    await page.screenshot({ path: 'test/e2e/__screenshots__/queue-board-1280.png' });
    // Opened by its address without a session: the login, then back to the board.
    const anonymous = await newVisitor(browser);
    await anonymous.page.goto(`${site.baseUrl}/admin/queues`);
    await anonymous.page.waitForURL('**/login?from=%2Fadmin%2Fqueues');
    await anonymous.page.getByLabel('E-mail').fill(site.admin.email);
    await anonymous.page.getByLabel('Senha', { exact: true }).fill(site.admin.password);
    await anonymous.page.getByRole('button', { name: 'Entrar' }).click();
    await anonymous.page.getByText('messages', { exact: true }).first().waitFor();
    expect(new URL(anonymous.page.url()).pathname).toBe('/admin/queues');
    await anonymous.context.close();
  });
});

// Issue 16/18's screens of this file in English and Spanish too: the message templates, the
// approve link's page and the queue board, each checked by axe, at 360 and 1280 px, and for
// reading wholly in the language.
describe.each(['en-US', 'es-ES'] as const)('in %s', (locale) => {
  const words = { ...routesMessages[locale], ...processNotificationMessages[locale] };
  let host: ConsoleHost;
  let residenceId = '';

  beforeAll(async () => {
    host = await registerHost(site.app.baseUrl, {
      name: `Host ${locale}`,
      email: `host-${locale.toLowerCase()}@pousada-mar.test`,
      password: PASSWORD,
      company: `Pousada ${locale}`,
    });
    const me = await host.api<{ id: string }>('/me');
    await host.api(`/config/${me.body.id}`, {
      method: 'PUT',
      body: { emailHostOnSubmission: true },
    });
    residenceId = await addProperty(host, 'Casa Verde');
  });

  const looksRight = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    expect(await inspectAtEachWidth(page, `${name}-${locale}`)).toEqual(fineAtEachWidth);
    expect(await foreignText(page, locale)).toEqual([]);
  };

  it('the message templates', async () => {
    const page = await visitorIn(browser, locale, host.token);
    const pageErrors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}/u/models`);
    await page.getByRole('heading', { level: 1, name: words['route.models'] }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    // Spanish had the Portuguese label here ("Idioma da mensagem").
    await page.getByRole('combobox', { name: MESSAGE_LANGUAGE[locale], exact: true }).waitFor();
    await looksRight(page, 'models');
    expect(pageErrors).toEqual([]);
  });

  it('the approve link of the host’s e-mail, before and after approving', async () => {
    const id = await submittedReservation(site.app.baseUrl, host, residenceId, 'Lia Ramos');
    const mail = await mailWith(`/u/guest/${id}`);
    const approve = /(\S+\/process-notification\/\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    const page = await visitorIn(browser, locale);
    const pageErrors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}${new URL(approve).pathname}`);
    const question = words['processNotification.approveQuestion']
      .replace('{guestName}', 'Lia Ramos')
      .replace('{propertyName}', 'Casa Verde');
    await page.getByRole('heading', { name: question }).waitFor();
    await looksRight(page, 'process-notification');
    await page.getByRole('button', { name: words['processNotification.approve'] }).click();
    await page.getByText(words['processNotification.approved']).waitFor();
    await looksRight(page, 'process-notification-done');
    expect(pageErrors).toEqual([]);
  });

  it('the queue board, from the admin menu', async () => {
    const login = await requestJson<{ token: string }>(`${site.app.baseUrl}/api/login`, {
      body: { email: site.admin.email, password: site.admin.password },
    });
    const page = await visitorIn(browser, locale, login.body.token);
    await page.goto(`${site.baseUrl}/admin/price-tables`);
    await page.getByRole('link', { name: words['route.adminQueues'] }).first().click();
    await page.waitForURL('**/admin/queues');
    await page.getByText(BOARD_WORDS[locale].queues, { exact: true }).waitFor();
    await page.getByText(BOARD_WORDS[locale].jobs).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await foreignText(page, locale)).toEqual([]);
    // The board is @bull-board/ui's page, not ours: it fits both widths, and axe finds only
    // the rules its own markup breaks (unnamed icon buttons, its logo, its shortcut key's
    // contrast), which this pins so that any other shows.
    const board = await inspectAtEachWidth(page, `queue-board-${locale}`);
    expect(board.map(({ width, overflows }) => ({ width, overflows }))).toEqual(
      fineAtEachWidth.map(({ width, overflows }) => ({ width, overflows })),
    );
    const rules = board.flatMap(({ violations }) => violations.map((one) => one.split(' (')[0]));
    expect(BULL_BOARD_OWN).toEqual(expect.arrayContaining(rules));
  });
});

const MESSAGE_LANGUAGE = { 'en-US': 'Language of the message', 'es-ES': 'Idioma del mensaje' };

/** What axe finds in @bull-board/ui 9's markup (see above). */
const BULL_BOARD_OWN = ['critical: button-name', 'serious: svg-img-alt', 'serious: color-contrast'];

/** The board's own words (@bull-board/ui's catalogue): its menu's title, a queue's job count. */
const BOARD_WORDS = {
  'en-US': { queues: 'QUEUES', jobs: /^\d+ Jobs?$/ },
  'es-ES': { queues: 'COLAS', jobs: /^\d+ Tareas?$/ },
} as const;
