import { isBrazil } from '@chegada/domain';
import { regionNamesIn } from '../../../lib/i18n/country-names';

/** The site's languages: a guest may type their country in any of them ('Estados Unidos'). */
const LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const;

const plain = (text: string) => text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Brazil's name in a language ('Brazil' in English). */
const brazilIn = (locale: string): string => regionNamesIn(locale).of('BR') ?? 'Brasil';

/** Whether the address's country is Brazil: its code, or its name typed in any language. */
export const namesBrazil = (country: string) =>
  isBrazil(country) || LANGUAGES.some((language) => plain(brazilIn(language)) === plain(country));

/** The region code a typed country names, in any of the site's languages, or its own code. */
export const countryCodeOf = (typed: string, codes: readonly string[]): string | undefined => {
  const wanted = plain(typed);
  if (!wanted) return undefined;
  const code = codes.find((candidate) => candidate.toLowerCase() === wanted);
  if (code) return code;
  for (const language of LANGUAGES) {
    const names = regionNamesIn(language);
    const found = codes.find((candidate) => plain(names.of(candidate) ?? '') === wanted);
    if (found) return found;
  }
  return undefined;
};
