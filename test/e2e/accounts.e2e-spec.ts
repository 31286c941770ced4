import type { Page } from 'playwright-core';
import { requestJson } from '@chegada/testing';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { signUpInBrowser, useBrowserSuite } from '../helpers/browser-suite';

// Issue 6 in a real browser: signing up, out and in (spec §4), and the admin's price tables
// reaching the public plans page, on the built app as `npm start` serves it.
const suite = useBrowserSuite('accounts');

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const logIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

describe('a new host in Chromium', () => {
  it('signs up, lands on /u/home, logs out, and logs in again to the page it asked for', async () => {
    const { page, pageErrors } = await suite.visit();
    await signUpInBrowser(page, suite.site.baseUrl, {
      name: 'Maria Silva',
      email: 'maria@pousada-sol.test',
      companyName: 'Pousada Sol',
      password: 'secret1',
    });
    await heading(page, 'Painel').waitFor();
    expect(await inspectAtEachWidth(page, 'dashboard')).toEqual(fineAtEachWidth);

    await page.getByRole('button', { name: 'Menu do usuário Maria Silva' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    // The address changes a moment before the header goes.
    await page
      .getByRole('button', { name: 'Menu do usuário Maria Silva' })
      .waitFor({ state: 'detached' });

    // Signed out, a private page sends the visitor to log in, remembering where it was going.
    await page.goto(`${suite.site.baseUrl}/u/perfil`);
    await page.waitForURL('**/login?from=*');
    expect(pathOf(page)).toBe('/login?from=%2Fu%2Fperfil');
    await logIn(page, 'maria@pousada-sol.test', 'secret1');
    await page.waitForURL('**/u/perfil');
    await heading(page, 'Perfil').waitFor();
    expect(await page.getByText('maria@pousada-sol.test').count()).toBeGreaterThan(0);
    expect(await inspectAtEachWidth(page, 'profile')).toEqual(fineAtEachWidth);
    expect(pageErrors).toEqual([]);
  });

  it('is told why a login failed', async () => {
    const { page } = await suite.visit();
    await page.goto(`${suite.site.baseUrl}/login`);
    await logIn(page, 'nobody@pousada-sol.test', 'wrong-password');
    // Under the form, once (no toast saying the same).
    await page.locator('form').getByRole('alert').filter({ hasText: 'Erro ao entrar:' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Erro ao entrar:' }).count()).toBe(1);
    expect(pathOf(page)).toBe('/login');
  });
});

describe('a host’s own screens in Chromium', () => {
  const owner = { email: 'ana@casa-mar.test', password: 'secret1' };

  beforeAll(async () => {
    const registered = await requestJson(`${suite.site.app.baseUrl}/api/register`, {
      body: {
        name: 'Ana Souza',
        email: owner.email,
        phone: '(48) 99123-4567',
        companyName: 'Casa do Mar',
        cnpj: '12.ABC.345/01DE-35',
        password: owner.password,
        confirmPassword: owner.password,
        quantityOfProperties: 1,
      },
    });
    expect(registered.status).toBe(201);
  });

  it.each([
    { name: 'sub-users', path: '/u/users', title: 'Usuários' },
    { name: 'settings', path: '/u/config', title: 'Configurações' },
    { name: 'houses', path: '/u/houses', title: 'Imóveis' },
  ])('sees $path accessible and fitting 360 px', async ({ name, path, title }) => {
    const { page, pageErrors } = await suite.visit();
    await page.goto(`${suite.site.baseUrl}${path}`);
    await logIn(page, owner.email, owner.password);
    await heading(page, title).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await inspectAtEachWidth(page, name)).toEqual(fineAtEachWidth);
    expect(pageErrors).toEqual([]);
  });
});

describe('the admin in Chromium', () => {
  it('lands on the price tables, creates one, and the plans page shows it', async () => {
    const host = await requestJson(`${suite.site.app.baseUrl}/api/register`, {
      body: {
        name: 'João Pereira',
        email: 'joao@chale-serra.test',
        phone: '(31) 99876-1234',
        companyName: 'Chalé da Serra',
        cnpj: '12.ABC.345/01DE-35',
        password: 'secret1',
        confirmPassword: 'secret1',
        quantityOfProperties: 2,
      },
    });
    expect(host.status).toBe(201);
    const visitor = await suite.visit();
    await visitor.page.goto(`${suite.site.baseUrl}/planos`);
    // A fresh install offers its default plan until the admin sets prices.
    await visitor.page.getByRole('heading', { name: 'Essencial' }).waitFor();

    const { page, pageErrors } = await suite.visit();
    await page.goto(`${suite.site.baseUrl}/login`);
    await logIn(page, suite.site.admin.email, suite.site.admin.password);
    await page.waitForURL('**/admin/price-tables');
    await heading(page, 'Tabelas de preços').waitFor();

    await page.getByRole('button', { name: 'Nova tabela de preços' }).click();
    await page.getByLabel('Nome da tabela').fill('Plano Praia');
    await page.getByLabel('De (imóveis)').fill('1');
    await page.getByLabel('Até (imóveis)').fill('10');
    await page.getByLabel('Preço mensal (R$)').fill('149,90');
    expect(await inspectAtEachWidth(page, 'admin-price-table-form')).toEqual(fineAtEachWidth);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Tabela de preços salva').waitFor();
    await page.getByRole('heading', { name: 'Plano Praia' }).waitFor();
    expect(await inspectAtEachWidth(page, 'admin-price-tables')).toEqual(fineAtEachWidth);

    // The signed-in screens' own texts follow the language too.
    await page.getByLabel('Idioma').selectOption('es-ES');
    await heading(page, 'Tablas de precios').waitFor();
    await page.getByRole('button', { name: 'Nueva tabla de precios' }).waitFor();
    await page.getByLabel('Idioma').selectOption('pt-BR');
    await page.getByRole('button', { name: 'Nova tabela de preços' }).waitFor();

    await page.getByRole('link', { name: 'Usuários' }).click();
    await heading(page, 'Usuários').waitFor();
    await page.getByText('joao@chale-serra.test').waitFor();
    expect(await inspectAtEachWidth(page, 'admin-users')).toEqual(fineAtEachWidth);
    expect(pageErrors).toEqual([]);

    await visitor.page.reload();
    const plan = visitor.page.getByRole('article', { name: 'Plano Praia' });
    await plan.waitFor();
    expect(await plan.innerText()).toMatch(/1 a 10 imóveis[\s\S]*R\$\s149,90 por mês/);
  });
});
