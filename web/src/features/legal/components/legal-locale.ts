import { locales, type Locale } from '@chegada/contracts';

/**
 * The language a `:locale` parameter asks for: 'pt-BR', 'pt_BR' and 'pt-br' all name
 * Portuguese (spec §1 writes pt_BR); a missing or unknown one falls back to the interface's.
 */
export const legalLocale = (param: string | undefined, current: Locale): Locale => {
  const wanted = param?.replace('_', '-').toLowerCase();
  return locales.find((locale) => locale.toLowerCase() === wanted) ?? current;
};
