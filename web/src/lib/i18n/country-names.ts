import { COUNTRY_CODES } from '@chegada/domain';

// A region-name table is costly to make (the browser loads its language data): one per language.
const regionNames = new Map<string, Intl.DisplayNames>();

/** Countries named in `locale` (Intl.DisplayNames of regions). */
export const regionNamesIn = (locale: string): Intl.DisplayNames => {
  let names = regionNames.get(locale);
  if (!names)
    regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  return names;
};

const collators = new Map<string, Intl.Collator>();

/** Every country as an address's list offers it: its ISO code, its name in `locale`, by name. */
export const countryChoices = (locale: string): { value: string; label: string }[] => {
  const names = regionNamesIn(locale);
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale)));
  const { compare } = collator;
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (one, other) => compare(one.label, other.label),
  );
};

/**
 * A stored country as the reader's language names it: an ISO code by its name; free text,
 * which forms kept before the country was a list ('Brasil', 'Argentina'), as typed.
 */
export const countryName = (country: string, locale: string): string =>
  COUNTRY_CODES.includes(country) ? (regionNamesIn(locale).of(country) ?? country) : country;
