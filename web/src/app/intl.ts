import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Locale } from '@chegada/contracts';
import { catalogueOf } from './catalogues';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** react-intl outside React (the route guard's toasts), sharing the catalogues. */
export const intlFor = (locale: Locale): IntlShape => {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: catalogueOf(locale), defaultLocale: 'pt-BR' }, cache);
    intls.set(locale, intl);
  }
  return intl;
};
