import type { Locale } from '@chegada/contracts';
import type { Browser, Page } from 'playwright-core';
import { messages } from '../../web/src/app/messages';
import { newVisitor } from './browser';

/**
 * A visitor who reads the site in a language (the choice the language menu stores), signed in
 * with a session token or not, without going through the login form.
 */
export const visitorIn = async (browser: Browser, locale: Locale, token = ''): Promise<Page> => {
  const { context, page } = await newVisitor(browser);
  await context.addInitScript(
    ([language, session]) => {
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      localStorage.setItem('chegada.locale', language);
      if (session) localStorage.setItem('chegada.token', session);
    },
    [locale, token] as const,
  );
  return page;
};

// A sentence long enough to belong to one message only, not a word two languages share.
const SENTENCE = 16;

/** The literal stretches of a message: its words between {placeholders}. */
const sentencesOf = (message: string): string[] =>
  message
    .split(/[{}]/)
    .map((part) => part.trim())
    .filter((part) => part.length >= SENTENCE && !/[#,]\s*(plural|select)/.test(part));

/**
 * What of the page's visible text is not in `locale`: a message id shown as such, or a
 * Portuguese sentence of the catalogue where the language has its own words. Empty when the
 * screen reads wholly in the language.
 */
export const foreignText = async (page: Page, locale: Locale): Promise<string[]> => {
  const text = await page.locator('body').innerText();
  const own = messages[locale];
  const found: string[] = [];
  for (const [id, portuguese] of Object.entries(messages['pt-BR'])) {
    if (text.includes(id)) found.push(`message id ${id}`);
    if (locale === 'pt-BR') continue;
    const ownWords = own[id] ?? '';
    for (const sentence of sentencesOf(portuguese))
      if (!ownWords.includes(sentence) && text.includes(sentence))
        found.push(`${id} in Portuguese: ${sentence}`);
  }
  return found;
};
