import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACTION_TIMEOUT_MS } from './browser';

// The guest form's steps as a guest walks them in Chromium (issue 17), for the browser tests
// that fill it.

/**
 * A guest's phone: 360 × 740, touch unless told, its browser in English, waiting as long as any
 * browser test does; `language`, the one the guest picked on it before (stored as the page keeps it).
 */
export const aGuestPhone = async (
  browser: Browser,
  { language, touch = true }: { language?: string; touch?: boolean } = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'en-US',
    hasTouch: touch,
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  // The test tier has no DOM types.
  if (language)
    await context.addInitScript(
      (picked) =>
        (
          globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
        ).localStorage.setItem('chegada.locale', picked),
      language,
    );
  return context;
};

/** How long to wait for what the network brings: longer on a throttled connection (the bench). */
export type Patience = { timeout?: number };

/**
 * Waits for a step's heading (by default, as long as the context waits). When it never shows,
 * the failure says where the page was and which headings it showed instead.
 */
export const step = async (page: Page, name: string, { timeout }: Patience = {}) => {
  try {
    await page.getByRole('heading', { level: 2, name, exact: true }).waitFor({ timeout });
  } catch (error) {
    const shown = await page
      .getByRole('heading')
      .allInnerTexts()
      .catch(() => []);
    // Where the page's history stood: how many entries, and the step this one holds.
    const history = await page
      .evaluate(() => {
        const { history } = globalThis as unknown as {
          history: { length: number; state: unknown };
        };
        return `history of ${history.length} entries, this one ${JSON.stringify(history.state)}`;
      })
      .catch(() => 'history unknown');
    throw new Error(
      `The step "${name}" did not show at ${page.url()}; headings shown: ${JSON.stringify(shown)}; ${history}`,
      { cause: error },
    );
  }
};

export const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Ticks the terms of use and the image terms (the review step, a companion's own link). */
export const acceptTerms = async (page: Page) => {
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('checkbox', { name: /I allow the photos/ }).check();
};

/** The stay step, filled in validly (in English). */
export const fillStay = async (page: Page) => {
  await field(page, 'Adults').fill('1');
  await field(page, 'Children').fill('0');
  await field(page, 'Purpose of the visit').selectOption('leisure');
};

/** Opens the guest's link, fills the stay and moves on to their details. */
export const openAndFillStay = async (page: Page, url: string) => {
  await page.goto(url);
  await step(page, 'Stay');
  await fillStay(page);
  await next(page);
  await step(page, 'Your details');
};

/** The holder step, filled in validly: Maria, a Brazilian with an address in São Paulo. */
export const fillHolder = async (page: Page) => {
  await field(page, 'Full name').fill('Maria Silva');
  await field(page, 'CPF').fill('529.982.247-25');
  await field(page, 'Email').fill('maria@example.com');
  await field(page, 'Phone (WhatsApp)').fill('+55 11 98765 4321');
  await field(page, 'Date of birth').fill('1990-05-20');
  await field(page, 'Street').fill('Avenida Paulista');
  await field(page, 'Number').fill('1000');
  await field(page, 'Neighbourhood').fill('Bela Vista');
  await field(page, 'City').fill('São Paulo');
  // In Brazil, a state from the 27 UFs (issue 27).
  await field(page, 'State').selectOption('SP');
  await field(page, 'CEP').fill('01310-100');
};

/** On the other guests' step: adds Ana, who fills in her part through her own link. */
export const addGuestWithOwnLink = async (page: Page) => {
  await page.getByRole('button', { name: 'Add guest' }).click();
  await field(page, 'Full name').fill('Ana Souza');
  await page.getByLabel('Will fill in through their own link').check();
};

/**
 * Sends `file` into a file slot (the main guest's slots come before any other guest's) and
 * waits up to 30 s, unless told otherwise, for the slot to say it was sent.
 */
export const upload = async (
  page: Page,
  slot: string,
  button: string,
  file: string,
  sent = /^Sent: /,
  { timeout = 30_000 }: Patience = {},
) => {
  const group = page.getByRole('group', { name: slot, exact: true }).first();
  await group.getByLabel(button).setInputFiles(file);
  await group.getByText(sent).waitFor({ timeout });
};

export const LANGUAGES = ['pt-BR', 'es-ES', 'en-US'] as const;

/** Switches the page to each language in turn (the page's own selector), checking each. */
export const inEachLanguage = async (
  page: Page,
  check: (language: (typeof LANGUAGES)[number]) => Promise<unknown>,
) => {
  for (const language of LANGUAGES) {
    await page.locator('.language select').selectOption(language);
    await page.locator(`html[lang="${language}"]`).waitFor();
    await check(language);
  }
};

/**
 * To the end of the page: the step's sticky actions then sit below the last note instead of
 * over it in a full-page screenshot of a phone.
 */
export const scrollToEnd = (page: Page) =>
  page.evaluate(() => {
    const { scrollTo, document } = globalThis as unknown as {
      scrollTo: (x: number, y: number) => void;
      document: { documentElement: { scrollHeight: number } };
    };
    scrollTo(0, document.documentElement.scrollHeight);
  });
