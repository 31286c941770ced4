/** Longest friendly code, suffix included: it is part of every guest link. */
export const FRIENDLY_CODE_MAX_LENGTH = 40;

// Used when a company name has no Latin letter or digit at all.
const FALLBACK = 'empresa';

const trimHyphens = (value: string): string => value.replace(/^-+|-+$/g, '');

/**
 * The URL-safe slug of a company name, as guest links show it (`/p/formdata/:friendlyCode/…`):
 * lowercase ASCII letters and digits joined by hyphens, accents removed.
 * 'Pousada Água Viva & Cia.' → 'pousada-agua-viva-cia'.
 */
export const friendlyCodeOf = (companyName: string): string => {
  const slug = trimHyphens(
    companyName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z\d]+/g, '-'),
  );
  return trimHyphens(slug.slice(0, FRIENDLY_CODE_MAX_LENGTH)) || FALLBACK;
};

/** Another code for the same name when the first is taken: 'pousada-sol' → 'pousada-sol-x7k2'. */
export const friendlyCodeWithSuffix = (code: string, suffix: string): string =>
  `${trimHyphens(code.slice(0, FRIENDLY_CODE_MAX_LENGTH - suffix.length - 1))}-${suffix}`;
