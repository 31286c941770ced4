import { isBrazil } from '@chegada/domain';

/** The site's languages: a guest may type their country in any of them ('Estados Unidos'). */
const LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const;

const plain = (text: string) => text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const regionNames = new Map<string, Intl.DisplayNames>();
const namesIn = (locale: string) => {
  let names = regionNames.get(locale);
  if (!names)
    regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  return names;
};

/** Brazil's name in the page's language ('Brazil' in English): the address's first country. */
export const brazilIn = (locale: string): string => namesIn(locale).of('BR') ?? 'Brasil';

/** Whether the address's country is Brazil named in any language (the default one). */
export const namesBrazil = (country: string) =>
  isBrazil(country) || LANGUAGES.some((language) => plain(brazilIn(language)) === plain(country));

/** The region code a typed country names, in any of the site's languages, or its own code. */
export const countryCodeOf = (typed: string, codes: readonly string[]): string | undefined => {
  const wanted = plain(typed);
  if (!wanted) return undefined;
  const code = codes.find((candidate) => candidate.toLowerCase() === wanted);
  if (code) return code;
  for (const language of LANGUAGES) {
    const names = namesIn(language);
    const found = codes.find((candidate) => plain(names.of(candidate) ?? '') === wanted);
    if (found) return found;
  }
  return undefined;
};
