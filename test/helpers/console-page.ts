import type { Locale } from '@chegada/contracts';
import { messages } from '../../web/src/app/messages';
import { collectPageErrors } from './browser';
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
