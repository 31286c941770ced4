import type { Browser, Page } from 'playwright-core';
import { newVisitor, startBrowserSuite, type BrowserApp, type Visitor } from './browser';

// The suite header every browser test file shares, and the steps more than one of them walks.

/** What useBrowserSuite answers: filled in once the file's beforeAll has started them. */
export type BrowserSuite = {
  site: BrowserApp;
  browser: Browser;
  /** A fresh visitor of this suite's app (newVisitor). */
  visit(width?: number): Promise<Visitor>;
};

/**
 * The suite header of a browser test file: starts the app and Chromium before its tests (the
 * app's environment given, or worked out first, e.g. with the addresses of peers the test starts)
 * and ends both after them.
 */
export const useBrowserSuite = (
  name: string,
  options: {
    env?: () => Promise<Record<string, string>> | Record<string, string>;
    chromiumArgs?: readonly string[];
  } = {},
): BrowserSuite => {
  const suite = { visit: (width) => newVisitor(suite.browser, width) } as BrowserSuite;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startBrowserSuite(name, await options.env?.(), options.chromiumArgs);
    ({ close } = started);
    Object.assign(suite, { site: started.site, browser: started.browser });
  });
  afterAll(() => close?.());
  return suite;
};

/** A new host as the registration page signs one up; answers once the dashboard's address shows. */
export const signUpInBrowser = async (
  page: Page,
  baseUrl: string,
  host: { name: string; email: string; companyName: string; password: string },
): Promise<void> => {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel('Nome completo').fill(host.name);
  await page.getByLabel('E-mail').fill(host.email);
  await page.getByLabel('Telefone').fill('(11) 98765-4321');
  await page.getByLabel('Nome da empresa').fill(host.companyName);
  await page.getByLabel('CNPJ').fill('12.ABC.345/01DE-35');
  await page.getByLabel('Senha', { exact: true }).fill(host.password);
  await page.getByLabel('Confirme a senha').fill(host.password);
  await page.getByLabel('Quantidade de imóveis').fill('3');
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
  await page.waitForURL('**/u/home');
};
