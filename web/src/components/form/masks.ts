/**
 * Input mask rule N (product spec §5): digits, plus signs and spaces only, never three spaces
 * in a row. Whatever else is typed or pasted is dropped.
 */
export const maskPhone = (typed: string): string =>
  typed.replace(/[^\d+ ]/g, '').replace(/ {3,}/g, '  ');

const CNPJ_LENGTH = 14;
// Where the mask 00.000.000/0000-00 puts its separators, by count of characters before them.
const CNPJ_SEPARATORS: Record<number, string> = { 2: '.', 5: '.', 8: '/', 12: '-' };

/**
 * The CNPJ mask 00.000.000/0000-00, uppercase. The first 12 characters may be letters
 * (alphanumeric CNPJ, IN RFB 2.229/2024); the two check digits are always digits.
 */
export const maskCnpj = (typed: string): string => {
  const characters = [...typed.toUpperCase().replace(/[^0-9A-Z]/g, '')]
    .filter((character, index) => index < 12 || /\d/.test(character))
    .slice(0, CNPJ_LENGTH);
  return characters
    .map((character, index) => `${index > 0 ? (CNPJ_SEPARATORS[index] ?? '') : ''}${character}`)
    .join('');
};
