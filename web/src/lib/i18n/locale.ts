import { locales, type Locale } from '@chegada/contracts';

const STORAGE_KEY = 'chegada.locale';

/** Product spec §1: .com.br → pt-BR, .com → en-US, .com.es → es-ES, otherwise pt-BR. */
export const localeForHost = (hostname: string): Locale => {
  if (hostname.endsWith('.com.br')) return 'pt-BR';
  if (hostname.endsWith('.com.es')) return 'es-ES';
  if (hostname.endsWith('.com')) return 'en-US';
  return 'pt-BR';
};

const isLocale = (value: string | null): value is Locale =>
  locales.some((locale) => locale === value);

/** The language the visitor chose before, or the host name's default. */
export const initialLocale = (hostname: string): Locale => {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLocale(stored) ? stored : localeForHost(hostname);
};

export const rememberLocale = (locale: Locale): void => {
  localStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = locale;
};
