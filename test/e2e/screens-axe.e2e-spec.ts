import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Locale } from '@chegada/contracts';
import { guestDetailsPath, guestLinkPath, guestPrivacyPath } from '@chegada/contracts';
import type { Browser, Page, Request } from 'playwright-core';
import { aResidence } from '../../apps/api/src/residences/__fixtures__/residences.builder';
import {
  ACTION_TIMEOUT_MS,
  collectPageErrors,
  seriousAccessibilityViolations,
  withAxe,
} from '../helpers/browser';
import { addProperty, aHost, submittedReservation, useHostSuite } from '../helpers/console-host';
import { saveGuestForm } from '../helpers/guest-link';
import { createReservation } from '../helpers/host-api';
import { requestJson } from '../helpers/http';
import { messages } from '../../web/src/app/messages';
import { foreignText } from '../helpers/languages';
import { dataRequestCodeIn, startSmtpPeer, type SmtpPeer } from '../helpers/messaging';
import { eventually, waitFor } from '../helpers/wait';

/**
 * Every screen a host, an admin, a guest and a visitor can open (web/src/app/routes and the
 * guest shell's routes), in pt-BR, en-US and es-ES on a 360 px phone and in en-US at 1280 px:
 * no serious or critical axe violation, nothing wider than the window, no message id shown as
 * text, and <html lang> in the language read. One browser; one page per kind of visitor and
 * language, reused from screen to screen, and widened for the laptop's look at the screen it
 * shows. SCREENS_PNG=<dir> saves a screenshot of each.
 */
let smtp: SmtpPeer;
const owner = aHost('Clara Nunes', 'Pousada Sol');
const suite = useHostSuite('screens', owner, {
  env: async () => {
    smtp = await startSmtpPeer();
    return { SMTP_URL: smtp.url };
  },
});
afterAll(() => smtp?.close());

const GUEST_EMAIL = 'maria.silva@example.com';

/** What the screens need: their addresses, filled in by beforeAll. */
const at = {
  adminToken: '',
  review: '',
  shared: '',
  preview: '',
  approveLink: '',
  guestForm: '',
  guestDetails: '',
  guestPrivacy: '',
  genericLink: '',
};

/** The latest e-mail whose text `matches`, as the SMTP peer received it. */
const mailMatching = (matches: RegExp, what: string) =>
  eventually(
    async () => smtp.received.map((mail) => matches.exec(mail.text ?? '')?.[1]).findLast(Boolean),
    20_000,
    what,
  );

beforeAll(async () => {
  const { site, host } = suite;
  const login = await requestJson<{ token: string }>(`${site.app.baseUrl}/api/login`, {
    body: site.admin,
  });
  at.adminToken = login.body.token;
  const me = await host.api<{ id: string }>('/me');
  await host.api(`/config/${me.body.id}`, {
    method: 'PUT',
    body: { emailHostOnSubmission: true },
  });
  const created = await host.api<{ data: { id: string } }>('/residences', {
    body: aResidence({
      name: 'Casa Sol',
      supportedLanguages: ['pt-BR', 'en-US', 'es-ES'],
      pixKey: 'reservas@pousada.com.br',
      depositAmount: 50_000,
    }),
  });
  const residenceId = created.body.data.id;

  // A guest's form sent: its review page, and the approve link of the host's e-mail.
  // (of a property asking no deposit, whose proof the fixture does not send).
  const reviewId = await submittedReservation(
    site.app.baseUrl,
    host,
    await addProperty(host, 'Casa Mar'),
    'Pedro Alves',
  );
  at.review = `/u/guest/${reviewId}`;
  at.approveLink = new URL(
    await mailMatching(/(\S+\/process-notification\/\S+)/, 'the approve link'),
  ).pathname;

  // Another, being filled in: the guest form's steps, her details and her data requests.
  const fillingId = await createReservation(host.api, {
    residenceId,
    guestName: 'Maria Silva',
    CheckIn: '2027-04-10T14:00:00-03:00',
    checkout: '2027-04-13T11:00:00-03:00',
    maxGuests: 4,
  });
  const link = { friendlyCode: host.friendlyCode, source: 'airbnb', reservationId: fillingId };
  at.guestForm = guestLinkPath(link);
  at.guestDetails = guestDetailsPath(link);
  at.guestPrivacy = guestPrivacyPath(link);
  at.genericLink = `/p/formdata/generic/${host.friendlyCode}/${residenceId}/other`;
  // Saved from another device: the steps show her data masked, as on a phone she changed.
  await saveGuestForm(
    site.baseUrl,
    { link: at.guestForm, reservationId: link.reservationId },
    {
      adults: 2,
      children: 0,
      visitPurpose: 'leisure',
      name: 'Maria Silva',
      email: GUEST_EMAIL,
      additionalGuests: [{ name: 'Ana Souza' }],
    },
  );
  await aConfirmedCorrection(link);

  const shared = await host.api<{ data: { token: string } }>(`/house-preview/${residenceId}`, {
    method: 'POST',
  });
  at.shared = `/u/houses/details/${shared.body.data.token}`;
  // The preview the property list opens: the property as its guests see it, in the address.
  const residence = await host.api<{ data: Record<string, unknown> }>(`/residences/${residenceId}`);
  const { pixKey: _pixKey, wifiPassword: _wifiPassword, ...shown } = residence.body.data;
  const query = new URLSearchParams({ isPreview: 'true', house: JSON.stringify(shown) });
  at.preview = `/u/houses/details?${query.toString()}`;
});

/** Maria asks for a correction and confirms it with the code she was e-mailed. */
const aConfirmedCorrection = async (link: {
  friendlyCode: string;
  source: string;
  reservationId: string;
}) => {
  const url = `${suite.site.app.baseUrl}/api/stays/guestForm/${link.reservationId}/data-requests`;
  const headers = { source: link.source, friendlycode: link.friendlyCode };
  const seen = smtp.received.length;
  const asked = await requestJson<{ request: { id: string } }>(url, {
    headers,
    body: { kind: 'correction', correction: 'My surname is Silva Souza.' },
  });
  const code = await eventually(
    async () =>
      smtp.received
        .slice(seen)
        .filter((mail) => JSON.stringify(mail.to).includes(GUEST_EMAIL))
        .map(dataRequestCodeIn)
        .findLast(Boolean),
    20_000,
    'the data request’s code',
  );
  const confirmed = await requestJson(`${url}/${asked.body.request.id}/confirm`, {
    headers,
    body: { code },
  });
  expect(confirmed.status).toBe(200);
};

type Who = 'visitor' | 'host' | 'admin' | 'guest';

type Screen = {
  name: string;
  who: Who;
  path: () => string;
  /** The host name other than localhost it is on (the registration site). */
  hostname?: string;
  /** What to do on the page once it shows (open a step, a dialog), in the page's words. */
  then?: (page: Page, words: Record<string, string>) => Promise<void>;
  /** Only on the phone: what the laptop shows anyway (the navigation, open). */
  phoneOnly?: boolean;
  /** Goes on from the screen before, without loading the page again (the form's next step). */
  goesOn?: boolean;
  /**
   * Opened again at each width, not looked at again in a wider window: what `then` opens depends
   * on the width (a menu a phone opens from the navigation's drawer).
   */
  opensAgain?: boolean;
};

const on = (who: Who, name: string, path: string | (() => string), more: Partial<Screen> = {}) => ({
  name,
  who,
  path: typeof path === 'string' ? () => path : path,
  ...more,
});

/** Opens the guest form's step at `index` of its progress bar and waits for its heading. */
const guestStep = (index: number) => async (page: Page) => {
  const button = page.locator('.step-progress button').nth(index);
  await button.waitFor();
  const name = (await button.locator('.step-name').textContent()) ?? '';
  if (await button.isEnabled()) await button.click();
  await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
};

/** Clicks the button labelled by message `id` and waits for what it opens (`shown`). */
const opens = (id: string, shown: string) => async (page: Page, words: Record<string, string>) => {
  await page.getByRole('button', { name: words[id], exact: true }).first().click();
  await page.locator(shown).first().waitFor();
};

/** The navigation as a phone opens it, a drawer over the page. */
const openMenu = async (page: Page) => {
  await page.locator('.menu-button').click();
  await page.locator('.site-nav.open').waitFor();
};

/** What the button whose name says `whose` opens (`shown`): the user's menu, a reservation's. */
const openMenuOf = (whose: string, shown: string) => async (page: Page) => {
  const button = page
    .getByRole('button', { name: new RegExp(whose) })
    .filter({ visible: true })
    .first();
  // On a phone the user's menu is in the navigation's drawer.
  if ((await button.count()) === 0) await openMenu(page);
  await button.click();
  await page.locator(shown).first().waitFor();
};

const SCREENS: Screen[] = [
  // The public site and the ways in.
  on('visitor', 'home', '/'),
  on('visitor', 'site-menu', '/', { then: openMenu, phoneOnly: true }),
  on('visitor', 'about', '/sobre-nos'),
  on('visitor', 'plans', '/planos'),
  on('visitor', 'contact', '/contato'),
  on('visitor', 'login', '/login'),
  on('visitor', 'register', '/register'),
  on('visitor', 'recover', '/recover'),
  on('visitor', 'wait-contact', '/wait-contact'),
  on('visitor', 'use-terms', '/use-terms'),
  on('visitor', 'privacy-policy', '/privacy-policy'),
  on('visitor', 'record-of-processing', '/lgpd/record-of-processing'),
  on('visitor', 'incident-runbook', '/lgpd/incident-runbook'),
  on('visitor', 'not-found', '/no-such-page'),
  on('visitor', 'lead', '/', { hostname: 'cadastro.localhost' }),
  on('visitor', 'property-page', () => at.shared),
  on('visitor', 'approve-link', () => at.approveLink),
  // The guest's pages.
  ...[0, 1, 2, 3, 4, 5].map((index) =>
    on('guest', `guest-step-${index + 1}`, () => at.guestForm, {
      then: guestStep(index),
      goesOn: index > 0,
    }),
  ),
  on('guest', 'guest-details', () => at.guestDetails),
  on('guest', 'guest-privacy', () => at.guestPrivacy),
  on('guest', 'guest-generic-link', () => at.genericLink),
  // The console.
  on('host', 'dashboard', '/u/home'),
  on('host', 'console-menu', '/u/home', { then: openMenu, phoneOnly: true }),
  on('host', 'user-menu', '/u/home', {
    then: openMenuOf(owner.name, '#user-menu-items'),
    opensAgain: true,
  }),
  on('host', 'reserves', '/u/reserves'),
  on('host', 'reservation-actions', '/u/reserves', {
    then: openMenuOf('Pedro Alves', '[role=menu]'),
    opensAgain: true,
  }),
  on('host', 'new-reservation', '/u/reserves', {
    then: opens('reservationsPage.new', '[role=dialog] form'),
  }),
  on('host', 'historic', '/u/reserves-historic'),
  on('host', 'review', () => at.review),
  on('host', 'review-refuse', () => at.review, {
    then: opens('reservationActions.refuse', '[role=dialog]'),
  }),
  on('host', 'videos', '/u/videos'),
  on('host', 'config', '/u/config'),
  on('host', 'subscription', '/u/subscription'),
  on('host', 'houses', '/u/houses'),
  on('host', 'new-property', '/u/houses', { then: opens('houses.add', 'main form') }),
  on('host', 'house-preview', () => at.preview),
  on('host', 'models', '/u/models'),
  on('host', 'data-requests', '/u/data-requests'),
  on('host', 'profile', '/u/perfil'),
  on('host', 'users', '/u/users'),
  on('host', 'new-user', '/u/users', { then: opens('subUsers.add', 'main form') }),
  on('host', 'performance', '/u/users/performance'),
  on('host', 'keys-config', '/u/keys/config'),
  // The admin's.
  on('admin', 'admin-users', '/admin/users'),
  on('admin', 'price-tables', '/admin/price-tables'),
  on('admin', 'new-price-table', '/admin/price-tables', {
    then: opens('adminPriceTables.new', 'main form'),
  }),
  on('admin', 'retention-dry-run', '/admin/retention', {
    then: opens('retentionAdmin.check', '.retention-counts'),
  }),
];

// The little of the page's globals the checks read (the test tier has no DOM types).
type InPage = {
  document: {
    scrollingElement: { scrollWidth: number };
    body: { innerText: string };
    querySelector(selector: string): unknown;
    querySelectorAll(selector: string): ArrayLike<{ textContent: string }>;
    fonts: { ready: Promise<unknown> };
  };
  innerWidth: number;
  localStorage: { setItem(key: string, value: string): void };
};

/** A message id shown as text: `route.home`, `guest.privacy.unlock`. */
const RAW_KEY = /\b[a-z]+(\.[a-zA-Z]+){2,}\b/g;

/** What RAW_KEY finds that is a host name (suporte@chegada.com.br, suaempresa.stays.net). */
const HOST_NAME = /\.(br|com|net|org|test|localhost|example)$/;

/** One page of one kind of visitor in one language, with the requests it has under way. */
type Visit = { page: Page; errors: string[]; pending: Set<Request> };

const openVisit = async (
  browser: Browser,
  locale: Locale,
  width: number,
  token: string,
): Promise<Visit> => {
  // The browser in the language too: its own controls (a date field's) read as the page does.
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await withAxe(context);
  const page = await context.newPage();
  await context.addInitScript(
    ([language, session]) => {
      const { localStorage } = globalThis as unknown as InPage;
      localStorage.setItem('chegada.locale', language);
      if (session) localStorage.setItem('chegada.token', session);
    },
    [locale, token] as const,
  );
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { page, errors: collectPageErrors(page), pending };
};

/**
 * Shown, with nothing still loading: a heading, no request under way, no skeleton, no status
 * saying it is loading (a form whose code comes after the page's).
 */
const settled = async ({ page, pending }: Visit, locale: Locale) => {
  await page.locator('h1, h2').first().waitFor();
  const loading = messages[locale]['generic.loading'];
  await waitFor(
    async () =>
      pending.size === 0 &&
      (await page.evaluate((loadingText) => {
        const { document } = globalThis as unknown as InPage;
        if (document.querySelector('.loading, .ui-skeleton, [aria-busy=true]')) return false;
        return !Array.from(document.querySelectorAll('[role=status]')).some(
          (status) => status.textContent.trim() === loadingText,
        );
      }, loading)),
    (quiet) => quiet,
    20_000,
  );
  await page.evaluate(() => (globalThis as unknown as InPage).document.fonts.ready.then(() => 0));
};

/** What is wrong with the screen as it shows: each problem named. */
const problemsOf = async (page: Page, locale: Locale): Promise<string[]> => {
  const problems = await seriousAccessibilityViolations(page);
  const { lang, scrollWidth, innerWidth, text } = await page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as InPage;
    return {
      lang: (document.querySelector('html') as { lang: string }).lang,
      scrollWidth: document.scrollingElement.scrollWidth,
      innerWidth,
      text: document.body.innerText,
    };
  });
  if (lang !== locale) problems.push(`<html lang="${lang}">`);
  if (scrollWidth > innerWidth)
    problems.push(`${scrollWidth} px wide in a ${innerWidth} px window`);
  const keys = (text.match(RAW_KEY) ?? []).filter((key) => !HOST_NAME.test(key));
  if (keys.length > 0) problems.push(`raw keys: ${[...new Set(keys)].join(', ')}`);
  problems.push(...(await foreignText(page, locale)));
  return problems;
};

const PNG = process.env.SCREENS_PNG;
/**
 * One tour opens about 115 screens, each settling under its own 20 s waits, and looks at each at
 * one or two widths: about 1 s a look on a quiet machine, 2 s on a loaded one, where jest's 120 s
 * per test cut the tour short (dupweb's run at load 10–18). The tour's limit is the screens' sum,
 * not one request's.
 */
const TOUR_TIMEOUT_MS = 15 * 60_000;

/**
 * Each language on a 360 px phone; English at 1280 px too, each screen looked at again in the
 * window widened, as the layout is CSS's alone (a screen whose menu opens otherwise on a laptop
 * is opened again: opensAgain).
 */
const PASSES: [Locale, number[]][] = [
  ['pt-BR', [360]],
  ['en-US', [360, 1280]],
  ['es-ES', [360]],
];

describe.each(PASSES)('every screen in %s at %j px', (locale, widths) => {
  it(
    'is accessible, fits the window, and reads in the language',
    async () => {
      const { browser, site, host } = suite;
      const tokens: Record<Who, string> = {
        visitor: '',
        guest: '',
        host: host.token,
        admin: at.adminToken,
      };
      const [phone] = widths as [number];
      const visits = new Map<Who, Visit>();
      const found: Record<string, string[]> = {};
      if (PNG) await mkdir(PNG, { recursive: true });
      for (const screen of SCREENS) {
        let visit = visits.get(screen.who);
        if (!visit) {
          visit = await openVisit(browser, locale, phone, tokens[screen.who]);
          visits.set(screen.who, visit);
        }
        const { page, errors } = visit;
        const base = screen.hostname ? site.urlOn(screen.hostname) : site.baseUrl;
        for (const width of widths) {
          if (screen.phoneOnly && width !== phone) continue;
          const name = width === phone ? screen.name : `${screen.name} at ${width} px`;
          const opened = width === phone || screen.opensAgain;
          errors.length = 0;
          const started = Date.now();
          try {
            if (width !== page.viewportSize()?.width)
              await page.setViewportSize({ width, height: 800 });
            if (opened && (!screen.goesOn || width !== phone))
              await page.goto(`${base}${screen.path()}`);
            if (opened && screen.then) {
              await settled(visit, locale);
              await screen.then(page, messages[locale]);
            }
            await settled(visit, locale);
            const problems = [...(await problemsOf(page, locale)), ...errors];
            if (problems.length > 0) found[name] = problems;
          } catch (error) {
            found[name] = [`did not show: ${(error as Error).message.split('\n')[0]}`];
          }
          if (process.env.SCREENS_TIMES) console.log(`${name}: ${Date.now() - started} ms`);
          if (PNG)
            await page.screenshot({
              path: resolve(PNG, `${screen.name}-${locale}-${width}.png`),
              fullPage: true,
              animations: 'disabled',
            });
        }
        if (page.viewportSize()?.width !== phone)
          await page.setViewportSize({ width: phone, height: 800 });
      }
      await Promise.all([...visits.values()].map((visit) => visit.page.context().close()));
      expect(found).toEqual({});
    },
    TOUR_TIMEOUT_MS,
  );
});
