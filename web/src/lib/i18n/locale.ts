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

/** What a guest page knows of its reservation's languages, once its page has come. */
export type GuestLanguages = { language?: string | null; supportedLanguages?: readonly string[] };

/**
 * A guest page's language: the guest's own choice on this device (the header's switch), else
 * the browser's first language the property offers (by their language: 'en-GB' or a bare 'en'
 * reads en-US; browsers write it in lower case), else the reservation's, else Portuguese;
 * among the languages the property supports. The guest reads best in the language their phone
 * speaks; the reservation's is the host's guess of it.
 */
export const guestPageLocale = ({ language, supportedLanguages }: GuestLanguages = {}): Locale => {
  const allowed = locales.filter((locale) => supportedLanguages?.includes(locale) ?? true);
  const wanted = [localStorage.getItem(STORAGE_KEY), ...navigator.languages, language, 'pt'];
  for (const tag of wanted) {
    const match = allowed.find((locale) => tag?.slice(0, 2) === locale.slice(0, 2));
    if (match) return match;
  }
  return allowed[0] ?? 'pt-BR';
};
