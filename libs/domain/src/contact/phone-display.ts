// Brazil's numbers as people write them: '(48) 99111-2233', '(11) 3456-7890'. Read from the
// digits alone, so the web can format a phone without loading the numbering-plan library.
const BRAZIL_NATIONAL = /^([1-9]{2})(9?\d{4})(\d{4})$/;

/**
 * A phone as a reader expects to see it: a Brazilian number (with or without +55) in the
 * national mask, anything else exactly as it was typed, since a foreign number's grouping
 * depends on its country.
 */
export const displayPhone = (value: string | null | undefined): string => {
  const typed = (value ?? '').trim();
  const digits = typed.replace(/\D/g, '');
  const foreign = typed.startsWith('+') && !digits.startsWith('55');
  const national = !typed.startsWith('+') ? digits : digits.slice(2);
  const match = foreign ? null : BRAZIL_NATIONAL.exec(national);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : typed;
};

/**
 * The E.164 form of a typed phone, read from its digits alone (a Brazilian number with or
 * without +55, or any number typed with its country code), for a wa.me link; null when the
 * digits do not say the country, rather than guessing one.
 */
export const typedPhoneE164 = (value: string | null | undefined): string | null => {
  const typed = (value ?? '').trim();
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  return BRAZIL_NATIONAL.test(digits) ? `+55${digits}` : null;
};
