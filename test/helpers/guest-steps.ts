import type { Browser, BrowserContext, Page } from 'playwright-core';

// The guest form's steps as a guest walks them in Chromium (issue 17), for the browser tests
// that fill it.

/** A guest's phone: 360 px, touch, in English, waiting up to 15 s for what a step shows. */
export const aGuestPhone = async (browser: Browser): Promise<BrowserContext> => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'en-US',
    hasTouch: true,
  });
  context.setDefaultTimeout(15_000);
  return context;
};

/** Waits for a step's heading. */
export const step = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true }).waitFor();

export const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

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
  await field(page, 'City').fill('São Paulo');
  await field(page, 'State').fill('SP');
  await field(page, 'CEP').fill('01310-100');
};

/** On the other guests' step: adds Ana, who fills in her part through her own link. */
export const addGuestWithOwnLink = async (page: Page) => {
  await page.getByRole('button', { name: 'Add guest' }).click();
  await field(page, 'Full name').fill('Ana Souza');
  await page.getByLabel('Will fill in through their own link').check();
};
