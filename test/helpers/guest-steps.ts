import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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

export const field = (page: Page | Locator, label: string) =>
  page.getByLabel(label, { exact: true });

/** Ticks the terms of use and the image terms (the review step, a companion's own link). */
export const acceptTerms = async (page: Page) => {
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('checkbox', { name: /I allow the photos/ }).check();
};

/** Who comes on the stay: one adult unless told. */
export type Party = { adults?: number; children?: number };

/** The stay step, filled in validly (in English). */
export const fillStay = async (page: Page, { adults = 1, children = 0 }: Party = {}) => {
  await field(page, 'Adults').fill(String(adults));
  await field(page, 'Children').fill(String(children));
  await field(page, 'Purpose of the visit').selectOption('leisure');
};

/** Opens the guest's link, fills the stay and moves on to their details. */
export const openAndFillStay = async (page: Page, url: string, party: Party = {}) => {
  await page.goto(url);
  await step(page, 'Stay');
  await fillStay(page, party);
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

/** Ana, an adult companion, as she fills in her part through her own link. */
export const OWN_LINK_GUEST = {
  name: 'Ana Souza',
  cpf: '390.533.447-05',
  birthDate: '1992-01-01',
} as const;

/** On the other guests' step: adds Ana, who fills in her part through her own link. */
export const addGuestWithOwnLink = async (page: Page) => {
  await page.getByRole('button', { name: 'Add guest' }).click();
  await field(page, 'Full name').fill(OWN_LINK_GUEST.name);
  await page.getByLabel('Will fill in through their own link').check();
};

/**
 * On the other guests' step: adds Ana with her own link, moves on to `following` (which saves
 * her) and comes back, where her link is there to share by WhatsApp; answers that link.
 */
export const addGuestAndReadOwnLink = async (page: Page, following = 'Deposit') => {
  await addGuestWithOwnLink(page);
  await next(page);
  await step(page, following);
  await page.getByRole('button', { name: 'Back' }).click();
  await step(page, 'Other guests');
  const share = page.getByRole('link', { name: 'Send by WhatsApp' });
  const href = decodeURIComponent((await share.getAttribute('href')) ?? '');
  return /(http\S+)$/.exec(href)?.[1] ?? '';
};

/**
 * On the other guests' step: adds a child whose details the main guest types here (the child's
 * documents then go on the documents step, under their name).
 */
export const addChild = async (
  page: Page,
  child: { name: string; cpf: string; birthDate: string },
) => {
  await page.getByRole('button', { name: 'Add guest' }).click();
  const item = page.getByRole('group', { name: /^Guest \d+$/ }).last();
  await field(item, 'Full name').fill(child.name);
  await item.getByLabel('Child', { exact: true }).check();
  await field(item, 'CPF').fill(child.cpf);
  await field(item, 'Date of birth').fill(child.birthDate);
};

/**
 * A companion's own link, on their phone: their details (the name the main guest typed is
 * there to confirm), their own consent, saved before their documents.
 */
export const fillOwnPart = async (page: Page, own: { cpf: string; birthDate: string }) => {
  await field(page, 'CPF').fill(own.cpf);
  await field(page, 'Date of birth').fill(own.birthDate);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Save my details' }).click();
  await page.getByText(/Details saved/).waitFor();
};

/**
 * Where a guest's document slots are on the documents step: the section under their name (the
 * innermost, the last in the page's order: the step's own section holds it).
 */
export const documentsOf = (page: Page, name: string): Locator =>
  page
    .locator('section', { has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .last();

/**
 * Sends `file` into a file slot (in `scope`, the page or documentsOf a guest; the main guest's
 * slots come before any other guest's) and waits up to 30 s, unless told otherwise, for the
 * slot to say it was sent.
 */
export const upload = async (
  page: Page | Locator,
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

/**
 * A selfie sent as a photo. Where the slot is the liveness check (the main guest's, an adult's
 * own link; issue 29), the photo is offered only once the check cannot run: on a phone without
 * a camera (a browser without a fake one), or after the 5th failure (failLivenessFiveTimes).
 * Starting the check then leads to the upload the host reviews by hand.
 */
export const uploadSelfie = async (
  scope: Page | Locator,
  file: string,
  button = 'Use a photo',
  patience: Patience = {},
) => {
  const check = scope
    .getByRole('group', { name: 'Selfie', exact: true })
    .first()
    .getByRole('button', { name: /^(Start the check|Do the check again)$/ });
  // The check's state comes from the server (GET …/liveness): a check already closed, once it
  // has come, offers the photo at once and takes the button away.
  const started =
    (await check.count()) > 0 &&
    (await check.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    ));
  if (started) {
    await scope
      .getByText('Without the head-movement check, your host reviews this selfie by hand.')
      .first()
      .waitFor();
  }
  await upload(scope, 'Selfie', button, file, /^Sent: /, patience);
};

/** A guest's document, its back and their selfie, in `scope` (the page, or documentsOf them). */
export const sendDocuments = async (
  scope: Page | Locator,
  photos: { front: string; back: string },
) => {
  await upload(scope, 'Front of the document', 'Choose a file', photos.front);
  await upload(scope, 'Back of the document', 'Choose a file', photos.back);
  await uploadSelfie(scope, photos.front);
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
