import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Locale } from '@chegada/contracts';
import { catalogueOf } from './catalogues';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** react-intl outside React (the route guard's toasts), sharing the catalogues. */
export const intlFor = (locale: Locale): IntlShape => {
  const messages = catalogueOf(locale);
  let intl = intls.get(locale);
  // Made again once more of the language's messages have loaded.
  if (intl?.messages !== messages) {
    intl = createIntl({ locale, messages, defaultLocale: 'pt-BR' }, cache);
    intls.set(locale, intl);
  }
  return intl;
};
