const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * A character's value is its ASCII code minus 48, so digits keep their value and A = 17 … Z = 42
 * (IN RFB 2.229/2024). Some public code uses minus 55, which is wrong.
 */
const valueOf = (character: string): number => character.charCodeAt(0) - 48;

const checkDigit = (characters: string, weights: number[]): number => {
  const sum = [...characters].reduce(
    (total, character, index) => total + valueOf(character) * (weights[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
};

/** Uppercase, punctuation removed: '12.abc.345/01de-35' → '12ABC34501DE35'. */
export const normalizeCnpj = (value: string): string =>
  value.toUpperCase().replace(/[.\-/\s]/g, '');

/**
 * Numeric CNPJs and the alphanumeric ones issued from July 2026: 12 characters in [0-9A-Z],
 * then 2 numeric check digits.
 */
export const isValidCnpj = (value: string): boolean => {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const base = cnpj.slice(0, 12);
  const first = checkDigit(base, FIRST_WEIGHTS);
  const second = checkDigit(`${base}${first}`, SECOND_WEIGHTS);
  return cnpj.slice(12) === `${first}${second}`;
};

export const formatCnpj = (value: string): string =>
  normalizeCnpj(value).replace(/^(.{2})(.{3})(.{3})(.{4})(\d{2})$/, '$1.$2.$3/$4-$5');
