import { copyFile, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { browserSuite, fineAtEachWidth, inspectAtEachWidth, SCREENSHOTS } from '../helpers/browser';
import { aGuestLink, saveGuestForm, type GuestLinkSetup } from '../helpers/guest-link';
import { aGuestPhone, LANGUAGES } from '../helpers/guest-steps';
import { shoot } from '../helpers/screens';

/**
 * Walk of issues 29 and 32: on a 360 × 780 phone, the guest form's longest step (the other
 * guests, typed here, on a host that registers stays in FNRH) hid its last field and its error
 * under the sticky action bar. Every field and its error now show above the bar, scrolled to
 * the end of the step and when "Continue" focuses the one left empty, in the three languages.
 */
const suite = browserSuite('guest-longest');
let setup: GuestLinkSetup;

const COMPANION = {
  birthDate: '1991-03-04',
  cpf: '390.533.447-05',
  phone: '+55 11 97654 3210',
  gender: 'woman',
};

beforeAll(async () => {
  setup = await aGuestLink(suite.site.app.baseUrl);
  // The host registers stays in FNRH (issue 32): its fields are asked of every guest.
  await sql`insert into fnrh_accounts (account_id, enabled, api_user, api_key_sealed, operator_cpf)
    select account_id, true, 'e2e', 'sealed', '52998224725' from residences
    where id = ${setup.host.residenceId}`.execute(suite.site.database.db);
  // The stay and the holder saved: the guest is at the other guests, two typed in here.
  await saveGuestForm(suite.site.baseUrl, setup, {
    adults: 3,
    children: 0,
    visitPurpose: 'leisure',
    transport: 'car',
    name: 'Maria Silva',
    gender: 'woman',
    additionalGuests: [
      { name: 'Ana Souza', ...COMPANION },
      { name: 'Rui Dias', ...COMPANION, cpf: '111.444.777-35' },
    ],
  });
});

// What these checks read of the page (the test tier has no DOM types).
type Box = { top: number; bottom: number };
type Shown = {
  getBoundingClientRect(): Box;
  getAttribute(name: string): string | null;
  focus(): void;
  offsetParent: unknown;
};
type InPage = {
  document: {
    activeElement: Shown | null;
    getElementById(id: string): Shown | null;
    querySelector(selector: string): Shown | null;
    querySelectorAll(selector: string): ArrayLike<Shown>;
    documentElement: { scrollHeight: number };
  };
  scrollTo(x: number, y: number): void;
  scrollBy(x: number, y: number): void;
  requestAnimationFrame(callback: () => void): void;
};

/**
 * Each field of the step as a guest finds it scrolling down: its top just above the bar, the
 * rest under it; then focused (a tap, Tab). Answers the fields still reaching under the bar,
 * with how far: none when each came up whole, its hint and error with it.
 */
const fieldsLeftUnderBar = (page: Page) =>
  page.evaluate(async () => {
    const { document, scrollBy, requestAnimationFrame } = globalThis as unknown as InPage;
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(resolve));
    const barTop = () => document.querySelector('.step-actions')?.getBoundingClientRect().top ?? 0;
    const fields = Array.from(
      document.querySelectorAll('.guest-step :is(input, select, textarea):not([type="file"])'),
    );
    const left: string[] = [];
    for (const field of fields.filter((each) => each.offsetParent !== null)) {
      scrollBy(0, field.getBoundingClientRect().top - (barTop() - 10));
      await frame();
      field.focus();
      await frame();
      await frame();
      const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
      const parts = [field, ...described.map((id) => document.getElementById(id))];
      const bottoms = parts.flatMap((part) => (part ? [part.getBoundingClientRect().bottom] : []));
      const under = Math.round(Math.max(...bottoms) - barTop());
      if (under > 0) left.push(`${field.getAttribute('name') ?? '?'} by ${under} px`);
    }
    return left;
  });

const WORDS = {
  'pt-BR': {
    step: 'Outros hóspedes',
    gender: 'Gênero',
    foreign: 'Estrangeiro (sem CPF)',
    passport: 'Passaporte, RNE ou CRNM',
    next: 'Continuar',
    deposit: 'Caução',
  },
  'en-US': {
    step: 'Other guests',
    gender: 'Gender',
    foreign: 'Foreigner (no CPF)',
    passport: 'Passport, RNE or CRNM',
    next: 'Continue',
    deposit: 'Deposit',
  },
  'es-ES': {
    step: 'Otros huéspedes',
    gender: 'Género',
    foreign: 'Extranjero (sin CPF)',
    passport: 'Pasaporte, RNE o CRNM',
    next: 'Continuar',
    deposit: 'Fianza',
  },
} as const;

it.each(LANGUAGES)(
  'in %s, shows every field of the other guests and its error above the sticky bar',
  async (language) => {
    const words = WORDS[language];
    const context = await aGuestPhone(suite.browser, { language, touch: false });
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${suite.site.baseUrl}${setup.link}`);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.locator('.step-progress').getByRole('button', { name: words.step }).click();
    await page.getByRole('heading', { level: 2, name: words.step, exact: true }).waitFor();
    expect(await fieldsLeftUnderBar(page)).toEqual([]);

    // The last guest a foreigner, their passport mistyped and their gender left to choose:
    // "Continue" takes the guest to the first of them, its error (a long one) under it.
    const last = page.getByRole('group', { name: /3$/ }).last();
    await last.getByLabel(words.foreign, { exact: true }).check();
    await last.getByLabel(words.passport, { exact: true }).fill('12');
    await last.getByLabel(words.gender, { exact: true }).selectOption('');
    await page.getByRole('button', { name: words.next }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await shoot(page, `guest-longest-error-${language}-360`);
    // Each field again, focused as the guest scrolls down, the errors under them.
    expect(await fieldsLeftUnderBar(page)).toEqual([]);
    await shoot(page, `guest-longest-focused-${language}-360`);
    const fieldsOfGuests = await inspectAtEachWidth(page, `guest-longest-${language}`);

    // The deposit's pix code, the step's one field, under the bar as the step opens.
    await page.locator('.step-progress').getByRole('button', { name: words.deposit }).click();
    await page.getByRole('heading', { level: 2, name: words.deposit, exact: true }).waitFor();
    expect(await fieldsLeftUnderBar(page)).toEqual([]);
    expect(fieldsOfGuests).toEqual(fineAtEachWidth);

    const shots = '/tmp/shots-guestweb';
    await mkdir(shots, { recursive: true });
    for (const name of [
      `guest-longest-error-${language}-360`,
      `guest-longest-focused-${language}-360`,
      `guest-longest-${language}-360`,
      `guest-longest-${language}-1280`,
    ])
      await copyFile(resolve(SCREENSHOTS, `${name}.png`), resolve(shots, `${name}.png`));
    await context.close();
  },
);
