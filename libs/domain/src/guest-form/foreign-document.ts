// Passports, RNE and CRNM are letters and digits; people copy them with dots, dashes, slashes
// or spaces (RNE 'V123456-7'), which are not part of the number.
const SEPARATORS = /[\s./-]/g;
const FOREIGN_DOCUMENT = /^[A-Z\d]{5,20}$/;

/** As a foreigner's document is stored: upper case, separators removed. */
export const normalizeForeignDocument = (value: string): string =>
  value.toUpperCase().replace(SEPARATORS, '');

/** A passport, RNE or CRNM number: 5 to 20 letters and digits once separators are removed. */
export const isValidForeignDocument = (value: string): boolean =>
  FOREIGN_DOCUMENT.test(normalizeForeignDocument(value));
