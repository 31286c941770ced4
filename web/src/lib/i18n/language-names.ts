import type { Locale } from '@chegada/contracts';

/** Each language named in itself, as every site lists languages. */
export const languageNames: Record<Locale, string> = {
  'pt-BR': 'Português',
  'en-US': 'English',
  'es-ES': 'Español',
};
