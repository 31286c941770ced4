import type { Locale } from '@chegada/contracts';
import { messages } from '../../web/src/app/messages';
import type { Locator, Page } from 'playwright-core';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from './browser';
import type { HostSuite } from './console-host';
import { visitorIn } from './languages';

/** A message of the catalogue in a language, its {placeholders} filled. */
export const say = (locale: Locale, id: string, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    messages[locale][id] ?? id,
  );

/**
 * A page of the console in a language, as the suite's host unless another token is given (''
 * for a visitor signed out), with the errors the page throws.
 */
export const openConsolePage = async (
  suite: HostSuite,
  locale: Locale,
  path: string,
  token = suite.host.token,
) => {
  const page = await visitorIn(suite.browser, locale, token);
  const errors = collectPageErrors(page);
  await page.goto(`${suite.site.baseUrl}${path}`);
  return { page, errors };
};

/** The form of the property `name`, opened from its actions on the properties list. */
export const editProperty = async (page: Page, locale: Locale, name: string) => {
  await page.getByRole('button', { name: say(locale, 'houses.actionsFor', { name }) }).click();
  await page.getByRole('menuitem', { name: say(locale, 'houses.action.edit') }).click();
};

/**
 * With `typed` in `input`, Back asks before dropping it (the question photographed as
 * `photo`), and "Keep editing" keeps the text, on the page at `path`.
 */
export const backAsksFirst = async (
  page: Page,
  locale: Locale,
  { input, typed, path, photo }: { input: Locator; typed: string; path: string; photo: string },
) => {
  await input.fill(typed);
  await page.goBack();
  await page.getByRole('dialog', { name: say(locale, 'unsavedChanges.title') }).waitFor();
  expect(await inspectAtEachWidth(page, photo)).toEqual(fineAtEachWidth);
  await page.getByRole('button', { name: say(locale, 'unsavedChanges.stay') }).click();
  expect(await input.inputValue()).toBe(typed);
  expect(new URL(page.url()).pathname).toBe(path);
};

/** Waits for a sync report (a calendar feed, Stays) to say, in English, that a sync brought `created` new bookings. */
export const syncReported = (page: Page, created: number) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`Last sync: .+ — ${created} new, 0 changed, 0 cancelled\\.`) })
    .waitFor();
