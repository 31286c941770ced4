import { copyFile, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { requestJson, startSmtpPeer, waitFor, type SmtpPeer, type TestApp } from '@chegada/testing';
import { registerOwner } from '../../apps/api/src/registration/__fixtures__/registration.builder';
import {
  SCREENSHOTS,
  SCREEN_WIDTHS,
  collectPageErrors,
  fineAtEachWidth,
  inspectAtEachWidth,
  newVisitor,
  startBrowserSuite,
  type BrowserApp,
} from '../helpers/browser';
import type { Browser } from 'playwright-core';

// Issue 28, item 7 in a real browser: an owner whose account others flood with wrong passwords
// logs in from an address that never failed, with the code the worker e-mails to a real SMTP
// peer; the /login screen with its code field checked by axe and photographed at 360 and 1280.
let smtp: SmtpPeer;
let site: BrowserApp;
let browser: Browser;
let close: (() => Promise<void>) | undefined;

const owner = { name: 'Ana Souza', email: 'ana@pousada-sol.test', companyName: 'Pousada Sol' };
const PASSWORD = 'secret1';

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ({ site, browser, close } = await startBrowserSuite('login-code', { SMTP_URL: smtp.url }));
  await registerOwner({ baseUrl: site.app.baseUrl } as TestApp, owner);
});

afterAll(async () => {
  await close?.();
  await smtp.close();
});

/** 100 wrong passwords from 100 addresses (the app believes its loopback proxy). */
const floodFromAHundredAddresses = async () => {
  for (let attacker = 1; attacker <= 100; attacker += 1) {
    const answer = await requestJson(`${site.app.baseUrl}/api/login`, {
      body: { email: owner.email, password: 'wrong' },
      headers: { 'x-forwarded-for': `10.0.${Math.floor(attacker / 200)}.${attacker % 200}` },
    });
    expect(answer.status).toBe(401);
  }
};

const codeMail = () =>
  waitFor(
    async () =>
      smtp.received.filter((mail) => mail.subject === 'Seu código para entrar na Chegada'),
    (found) => found.length > 0,
    20_000,
  ).then((found) => found[0]!);

it('lets the owner in from a new address with the code the e-mail brings', async () => {
  await floodFromAHundredAddresses();
  const { page } = await newVisitor(browser);
  const pageErrors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  const codeField = page.getByLabel('Código recebido por e-mail');
  await codeField.waitFor();
  await page.getByText('Falta um passo: Para sua segurança').waitFor();
  expect(await inspectAtEachWidth(page, 'login-code')).toEqual(fineAtEachWidth);
  // Where the reviewers of this change look at the two widths.
  await mkdir('/tmp/shots-i28-auth', { recursive: true });
  for (const width of SCREEN_WIDTHS)
    await copyFile(
      resolve(SCREENSHOTS, `login-code-${width}.png`),
      `/tmp/shots-i28-auth/login-code-${width}.png`,
    );

  const mail = await codeMail();
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '').toBe(owner.email);
  const code = /^(\d{6})$/m.exec(mail.text ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await codeField.fill(code!);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/u/home');
  // The browser logs the 401 that asked for the code; nothing else went wrong.
  expect(pageErrors.filter((error) => !error.includes('401 (Unauthorized)'))).toEqual([]);
  expect(pageErrors).toHaveLength(1);
});
