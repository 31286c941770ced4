import type { Locale } from '@chegada/contracts';
import type { Page } from 'playwright-core';
import {
  fineAtEachWidth,
  inspectAtEachWidth,
  seriousAccessibilityViolations,
} from '../helpers/browser';
import { addProperty, aHost, useHostSuite } from '../helpers/console-host';
import { backAsksFirst, editProperty, openConsolePage, say } from '../helpers/console-page';
import { requestJson } from '../helpers/http';
import { foreignText } from '../helpers/languages';
import { shoot, textLinesOf } from '../helpers/screens';

// The console's corners no other browser test opened (the QA pass of 25 Nov), in each language:
// the page a role may not open, the videos, the user menu, a sub-user's drawer on a phone, the
// deposit typed as each language writes money, and a property name too long for its card.
let propertyId = '';
const tokens = { subUser: '', admin: '' };

const owner = aHost('Clara Nunes', 'Sol');
const suite = useHostSuite('console-corners', owner);
const LONG_NAME =
  'Casa de praia com vista para o mar, piscina aquecida, churrasqueira e jardim de inverno ' +
  'na Praia do Rosa, Imbituba';

const logIn = async (email: string, password: string): Promise<string> => {
  const answer = await requestJson<{ token: string }>(`${suite.site.app.baseUrl}/api/login`, {
    body: { email, password },
  });
  expect(answer.status).toBe(200);
  return answer.body.token;
};

beforeAll(async () => {
  const { host, site } = suite;
  propertyId = await addProperty(host, 'Casa Sol');
  await addProperty(host, LONG_NAME);
  const sub = { name: 'Bruno Lima', email: 'bruno@sol.test', password: 'secret2' };
  const created = await host.api('/users', { body: { ...sub, confirmPassword: sub.password } });
  expect(created.status).toBe(201);
  tokens.subUser = await logIn(sub.email, sub.password);
  tokens.admin = await logIn(site.admin.email, site.admin.password);
});

const LOCALES = ['pt-BR', 'en-US', 'es-ES'] as const;

/** A page of the console in a language, as the owner, the sub-user or the admin. */
const open = (locale: Locale, path: string, token?: string) =>
  openConsolePage(suite, locale, path, token);

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

describe.each(LOCALES)('the console’s corners in %s', (locale) => {
  it('tells a sub-user the settings are not theirs, with the way back', async () => {
    const { page, errors } = await open(locale, '/u/config', tokens.subUser);
    await heading(page, say(locale, 'noAccess.title'));
    await page.getByRole('link', { name: say(locale, 'noAccess.back') }).waitFor();
    expect(await inspectAtEachWidth(page, `no-access-${locale}`)).toEqual(fineAtEachWidth);
    expect(await foreignText(page, locale)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('offers an admin no Reservations (the API refuses them) and a dashboard of their own', async () => {
    const { page, errors } = await open(locale, '/u/reserves', tokens.admin);
    await heading(page, say(locale, 'noAccess.title'));
    const nav = page.getByRole('navigation', { name: say(locale, 'nav.main') });
    await nav.getByRole('link', { name: say(locale, 'nav.priceList') }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).not.toContain(
      say(locale, 'nav.reservations'),
    );
    await nav.getByRole('link', { name: say(locale, 'nav.dashboard') }).click();
    await page.getByText(say(locale, 'dashboard.adminIntro')).waitFor();
    expect(await inspectAtEachWidth(page, `admin-dashboard-${locale}`)).toEqual(fineAtEachWidth);
    expect(errors).toEqual([]);
  });

  it('shows the explanatory videos page', async () => {
    const { page, errors } = await open(locale, '/u/videos');
    await heading(page, say(locale, 'route.videos'));
    await page.waitForLoadState('networkidle');
    expect(await inspectAtEachWidth(page, `videos-${locale}`)).toEqual(fineAtEachWidth);
    expect(await foreignText(page, locale)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens the owner’s user menu with every screen of the account', async () => {
    const { page, errors } = await open(locale, '/u/home');
    await heading(page, say(locale, 'route.dashboard'));
    const avatar = page.getByRole('button', {
      name: say(locale, 'nav.userMenu', { name: owner.name }),
    });
    await avatar.click();
    const menu = page.locator('#user-menu-items');
    for (const id of ['route.profile', 'nav.settings', 'route.users', 'route.videos'])
      await menu.getByRole('link', { name: say(locale, id), exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shoot(page, `user-menu-${locale}-1280`);
    expect(await avatar.getByText('Clara Nunes').isVisible()).toBe(false);
    // On a phone the avatar is in the side drawer, the owner's name beside it.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: say(locale, 'nav.menu') }).click();
    await avatar.getByText('Clara Nunes').waitFor();
    await avatar.click();
    await menu.getByRole('link', { name: say(locale, 'route.profile') }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shoot(page, `user-menu-${locale}-360`);
    expect(errors).toEqual([]);
  });

  it('opens a sub-user’s side drawer on a phone with their lists, guests’ data requests, and no Subscription', async () => {
    const { page, errors } = await open(locale, '/u/home', tokens.subUser);
    await page.setViewportSize({ width: 360, height: 800 });
    await heading(page, say(locale, 'route.dashboard'));
    await page.getByRole('button', { name: say(locale, 'nav.menu') }).click();
    const nav = page.getByRole('navigation', { name: say(locale, 'nav.main') });
    await nav.getByRole('link', { name: say(locale, 'nav.property') }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(
      ['nav.dashboard', 'nav.reservations', 'nav.property', 'nav.dataRequests'].map((id) =>
        say(locale, id),
      ),
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shoot(page, `sub-user-drawer-${locale}-360`);
    expect(errors).toEqual([]);
  });

  it('keeps a long property name to two lines, all of it in its tooltip', async () => {
    const { page } = await open(locale, '/u/houses');
    await page.setViewportSize({ width: 360, height: 800 });
    const name = page.getByTitle(LONG_NAME);
    await name.waitFor();
    expect(await textLinesOf(name)).toBeLessThanOrEqual(2);
    expect(await page.getByRole('rowheader', { name: LONG_NAME }).count()).toBe(1);
    expect(await inspectAtEachWidth(page, `houses-long-name-${locale}`)).toEqual(fineAtEachWidth);
  });

  it('shows a visitor the shared property page wholly in the language', async () => {
    const shared = await suite.host.api<{ data: { token: string } }>(
      `/house-preview/${propertyId}`,
      { method: 'POST' },
    );
    const { page, errors } = await open(locale, `/u/houses/details/${shared.body.data.token}`, '');
    await heading(page, 'Casa Sol');
    await page.getByRole('heading', { name: say(locale, 'houses.places.legend') }).waitFor();
    expect(await foreignText(page, locale)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('asks before Back drops the property form’s changes, and keeps them on request', async () => {
    const { page, errors } = await open(locale, '/u/home');
    await page
      .getByRole('link', { name: say(locale, 'nav.property') })
      .first()
      .click();
    await editProperty(page, locale, 'Casa Sol');
    await backAsksFirst(page, locale, {
      input: page.getByLabel(say(locale, 'houses.field.maxGuests')),
      typed: '7',
      path: '/u/houses',
      photo: `house-form-leave-${locale}`,
    });
    expect(errors).toEqual([]);
  });

  it('refuses a message template whose brace closes nothing, on the field, and keeps the text', async () => {
    const { page, errors } = await open(locale, '/u/models');
    await heading(page, say(locale, 'route.models'));
    const body = page.getByLabel(say(locale, 'models.field.body'));
    const typed = 'Olá, {guestName}! Preencha: {link e até logo.';
    await body.fill(typed);
    await page.getByRole('button', { name: say(locale, 'models.save'), exact: true }).click();
    const refusal = say(locale, 'messageTemplates.brokenPlaceholder', { fragment: '{link' });
    await page.getByText(refusal).waitFor();
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    expect(await body.inputValue()).toBe(typed);
    expect(await inspectAtEachWidth(page, `models-broken-brace-${locale}`)).toEqual(
      fineAtEachWidth,
    );
    expect(errors).toEqual([]);
  });

  it('keeps a property’s actions menu inside the window at 200 % zoom, every item reachable', async () => {
    const { page } = await open(locale, '/u/houses');
    // 1280 × 800 at 200 %: the page lays out in 640 × 400 CSS pixels.
    await page.setViewportSize({ width: 640, height: 400 });
    await page
      .getByRole('button', { name: say(locale, 'houses.actionsFor', { name: LONG_NAME }) })
      .click();
    const menu = page.getByRole('menu');
    const box = (await menu.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(400);
    const last = menu.getByRole('menuitem', { name: say(locale, 'houses.action.preview') });
    await last.scrollIntoViewIfNeeded();
    expect(await last.isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shoot(page, `houses-menu-zoom-200-${locale}`);
  });
});

// Spec §9: money is typed as the language writes it and kept in integer centavos.
describe.each([
  ['pt-BR', '1.350,5', '1.350,50', '1350,50', 135050],
  ['en-US', '350.00', '350.00', '350.00', 35000],
  ['es-ES', '350,00', '350,00', '350,00', 35000],
] as const)('the deposit in %s', (locale, typed, shown, reopened, centavos) => {
  it(`reads "${typed}" as ${centavos} centavos and shows it back`, async () => {
    const { page, errors } = await open(locale, '/u/houses');
    const edit = async () => {
      await editProperty(page, locale, 'Casa Sol');
      return page.getByLabel(say(locale, 'houses.field.depositAmount'));
    };
    const deposit = await edit();
    await deposit.fill(typed);
    await deposit.blur();
    expect(await deposit.inputValue()).toBe(shown);
    // A deposit is paid by Pix: the form asks for the key along with it.
    await page.getByLabel(say(locale, 'houses.field.pixKey')).fill(owner.email);
    expect(await inspectAtEachWidth(page, `house-form-deposit-${locale}`)).toEqual(fineAtEachWidth);
    await page.getByRole('button', { name: say(locale, 'houses.save') }).click();
    await heading(page, say(locale, 'route.houses'));
    const stored = await suite.host.api<{ data: { depositAmount: number } }>(
      `/residences/${propertyId}`,
    );
    expect(stored.body.data.depositAmount).toBe(centavos);
    expect(await (await edit()).inputValue()).toBe(reopened);
    expect(errors).toEqual([]);
  });

  it('shows a price table’s monthly price typed as the language writes it', async () => {
    const { page, errors } = await open(locale, '/admin/price-tables', tokens.admin);
    await page.getByRole('button', { name: say(locale, 'adminPriceTables.new') }).click();
    const price = page.getByLabel(say(locale, 'adminPriceTables.monthlyPrice')).first();
    await price.fill(typed);
    await price.blur();
    expect(await price.inputValue()).toBe(shown);
    expect(await inspectAtEachWidth(page, `price-table-form-${locale}`)).toEqual(fineAtEachWidth);
    expect(errors).toEqual([]);
  });
});
