// The old Brazilian plate (ABC-1234) and the Mercosul one (ABC1D23): three letters, a digit,
// a letter or digit, two digits. People type either with a dash or a space after the letters.
const PLATE = /^[A-Z]{3}[- ]?\d[A-Z\d]\d{2}$/;

/** A plate in either format, any case: 'abc-1234' and 'ABC1D23' yes. */
export const isValidPlate = (value: string): boolean => PLATE.test(value.trim().toUpperCase());

/** As plates are stored: upper case, no dash ('abc-1234' → 'ABC1234'). */
export const normalizePlate = (value: string): string =>
  value.trim().toUpperCase().replace(/[- ]/g, '');
