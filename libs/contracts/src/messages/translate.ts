import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../locales';
import { catalogues, type MessageKey } from './catalogue';

const cache = new Map<string, IntlMessageFormat>();

export const isMessageKey = (key: string): key is MessageKey => key in catalogues['pt-BR'];

/** Formats a catalogue message (ICU syntax, as react-intl reads it) in the given locale. */
export const translate = (
  locale: Locale,
  key: MessageKey,
  values?: Record<string, string | number>,
): string => {
  const cacheKey = `${locale}\u0000${key}`;
  let format = cache.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(catalogues[locale][key], locale);
    cache.set(cacheKey, format);
  }
  return String(format.format(values));
};
