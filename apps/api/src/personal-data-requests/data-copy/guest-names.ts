import { translate, type Locale } from '@chegada/contracts';

type Guest = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const companionsOf = (form: Guest): Guest[] =>
  Array.isArray(form.additionalGuests) ? (form.additionalGuests as Guest[]) : [];

/**
 * The name a person reads for a guest's key ('main', a companion's internal key): their name as
 * the form has it, else "Main guest" or "Companion 2" in the guest's language, never the key.
 */
export const guestNamerOf = (form: Guest, locale: Locale) => {
  const companions = companionsOf(form);
  return (key: string | null | undefined): string => {
    if (!key || key === 'main') return text(form.name) ?? translate(locale, 'dataCopy.guest.main');
    const index = companions.findIndex((companion) => companion.key === key);
    const companion = translate(locale, 'dataCopy.guest.additional');
    return text(companions[index]?.name) ?? (index < 0 ? companion : `${companion} ${index + 1}`);
  };
};

/** The form as a person reads it: the companions without their internal keys. */
export const formWithoutKeys = (form: Guest): Guest =>
  Array.isArray(form.additionalGuests)
    ? {
        ...form,
        additionalGuests: companionsOf(form).map(({ key: _key, ...companion }) => companion),
      }
    : form;

/** A file name's part from words a person reads: no accents, no spaces ("Joana Prado" → joana-prado). */
export const fileNamePart = (words: string): string =>
  words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
