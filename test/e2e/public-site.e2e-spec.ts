import type { Page } from 'playwright-core';
import { requestJson, waitFor } from '@chegada/testing';
import {
  collectPageErrors,
  describedBy,
  fineAtEachWidth,
  inspectAtEachWidth,
} from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { visitorIn } from '../helpers/languages';

/**
 * Issue 6 in a real browser: every public screen of the built app, as `npm start` serves it,
 * is accessible (axe-core: no serious or critical WCAG 2.1 AA violation) and fits 360 px;
 * screenshots at 360 and 1280 px land in test/e2e/__screenshots__/.
 */
// One app and one browser for the file; each describe opens its own visitors.
const suite = useBrowserSuite('public-site');

// Each legal text at its default address and in the other two languages.
const legalScreens = Object.entries({
  'use-terms': ['Termos de uso', 'Terms of use', 'Términos de uso'],
  'privacy-policy': ['Política de privacidade', 'Privacy policy', 'Política de privacidad'],
}).flatMap(([page, titles]) =>
  ['', 'en-US', 'es-ES'].map((locale, index) => ({
    name: locale ? `${page}-${locale}` : page,
    path: locale ? `/${page}/${locale}` : `/${page}`,
    title: titles[index]!,
  })),
);

describe('the public site in Chromium', () => {
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    ({ page, pageErrors } = await suite.visit());
    // A table to show on /planos, so its slider is scanned too.
    const { body } = await requestJson<{ token: string }>(`${suite.site.app.baseUrl}/api/login`, {
      body: suite.site.admin,
    });
    const created = await requestJson(`${suite.site.app.baseUrl}/api/admin/price-tables`, {
      token: body.token,
      body: {
        name: 'Plano Temporada',
        active: true,
        tiers: [
          { min: 1, max: 5, monthlyPrice: 9900 },
          { min: 6, max: 20, monthlyPrice: 19900 },
        ],
      },
    });
    expect(created.status).toBe(201);
  });

  beforeEach(() => {
    pageErrors.length = 0;
  });

  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  const screens = [
    { name: 'home', path: '/', title: 'Check-in online para quem aluga por temporada' },
    { name: 'about', path: '/sobre-nos', title: 'Sobre nós' },
    { name: 'plans', path: '/planos', title: 'Planos' },
    { name: 'contact', path: '/contato', title: 'Contato' },
    { name: 'login', path: '/login', title: 'Entrar' },
    { name: 'register', path: '/register', title: 'Criar conta' },
    { name: 'recover', path: '/recover', title: 'Recuperar senha' },
    { name: 'wait-contact', path: '/wait-contact', title: 'Aguarde nosso contato' },
    ...legalScreens,
    { name: 'not-found', path: '/no-such-page', title: 'Página não encontrada' },
  ];

  it.each(screens)(
    '$path shows "$title", accessible and fitting 360 px',
    async ({ name, path, title }) => {
      await page.goto(`${suite.site.baseUrl}${path}`);
      await heading(title).waitFor();
      if (name === 'plans') await page.getByRole('heading', { name: 'Plano Temporada' }).waitFor();
      expect(await inspectAtEachWidth(page, name)).toEqual(fineAtEachWidth);
      expect(pageErrors).toEqual([]);
    },
  );

  it.each([
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'recover', path: '/recover' },
    { name: 'contact', path: '/contato' },
  ])('the $name form, submitted empty, shows accessible errors', async ({ name, path }) => {
    await page.goto(`${suite.site.baseUrl}${path}`);
    await page.locator('main form [type=submit]').click();
    const invalid = page.locator('main [aria-invalid=true]');
    await invalid.first().waitFor();
    expect(await invalid.count()).toBeGreaterThan(0);
    // Each invalid input names its error through aria-describedby.
    const described = await Promise.all((await invalid.all()).map(describedBy));
    expect(described).not.toContain('');
    expect(await inspectAtEachWidth(page, `${name}-errors`)).toEqual(fineAtEachWidth);
    expect(pageErrors).toEqual([]);
  });

  it('opens the menu as a side drawer at 360 px, and closes it on a click outside', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    try {
      await page.goto(`${suite.site.baseUrl}/`);
      const about = page.getByRole('link', { name: 'Sobre nós' });
      await heading('Check-in online para quem aluga por temporada').waitFor();
      expect(await about.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Menu' }).click();
      await about.waitFor();
      expect(await inspectAtEachWidth(page, 'home-menu-open')).toEqual(fineAtEachWidth);
      await page.mouse.click(350, 780);
      await about.waitFor({ state: 'hidden' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});

describe('the language in Chromium', () => {
  it('switches with the flag dropdown and is remembered after a reload', async () => {
    const { page } = await suite.visit();
    await page.goto(`${suite.site.baseUrl}/`);
    const title = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
    await title('Check-in online para quem aluga por temporada').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');

    await page.getByLabel('Idioma').selectOption('en-US');
    await title('Online check-in for vacation-rental hosts').waitFor();
    expect(await page.getByRole('link', { name: 'Start your 30-day free trial' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await page.title()).toBe('Home · Chegada');

    await page.reload();
    await title('Online check-in for vacation-rental hosts').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await page.getByLabel('Language').inputValue()).toBe('en-US');

    await page.getByLabel('Language').selectOption('es-ES');
    await page.getByRole('link', { name: 'Planes' }).click();
    await title('Planes').waitFor();
    await page.reload();
    await title('Planes').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es-ES');
  });
});

describe('a first visit in Chromium', () => {
  it("asks for /login's screen and its texts in the visitor's language before the site's scripts run", async () => {
    const page = await visitorIn(suite.browser, 'es-ES');
    const pageErrors = collectPageErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const screenAndTexts = () =>
      asked.filter((path) => /^\/assets\/(LoginPage|auth)-[\w-]{8}\.js$/.test(path));
    // The site's entry held back: only the page's inline early start can ask for them now.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.site.baseUrl}/login`, { waitUntil: 'commit' });
    const early = await waitFor(
      async () => screenAndTexts(),
      (paths) => paths.length === 2,
    );
    release();
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    // The texts it asked for were the Spanish ones the page reads: it asked for no others.
    expect(screenAndTexts()).toEqual(early);
    expect(pageErrors).toEqual([]);
  });
});

describe('the registration site (cadastro.localhost) in Chromium', () => {
  it('shows only the lead form, accessible, and thanks the visitor who sends it', async () => {
    const { page, pageErrors } = await suite.visit();
    await page.goto(suite.site.urlOn('cadastro.localhost'));
    await page.getByRole('heading', { level: 1, name: 'Cadastre-se' }).waitFor();
    // The form's code arrives just after the page's (web/src/components/form/lazy-form.tsx).
    await page.locator('main form').waitFor();
    // No site navigation, no way to the main site's screens: only the lead form.
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.locator('main form').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Entrar' }).count()).toBe(0);
    expect(await inspectAtEachWidth(page, 'registration-lead')).toEqual(fineAtEachWidth);

    await page.getByLabel('Nome', { exact: true }).fill('Joana Lima');
    await page.getByLabel('E-mail').fill('joana@pousada.test');
    await page.getByLabel('Telefone').fill('(21) 99876-5432');
    await page.getByLabel('Empresa').fill('Pousada Mar Azul');
    await page.getByLabel('Quantidade de imóveis').fill('4');
    await page.locator('main form [type=submit]').click();
    await page.getByRole('heading', { name: 'Obrigado! Recebemos seus dados.' }).waitFor();
    expect(await inspectAtEachWidth(page, 'registration-lead-sent')).toEqual(fineAtEachWidth);
    expect(pageErrors).toEqual([]);
  });

  it('has no other page: the main site’s /login is not found there', async () => {
    const { page } = await suite.visit();
    await page.goto(`${suite.site.urlOn('cadastro.localhost')}/login`);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    expect(await page.locator('main form').count()).toBe(0);
  });
});
