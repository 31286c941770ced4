import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

// The full metadata is what tells mobile and fixed-line numbers from toll-free, premium-rate
// or shared-cost ones, which a host or guest cannot be reached at.
const REACHABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

// What people type around the digits: '+55 (11) 98765-4321'. Letters are refused outright,
// although the library would read some of them as keypad digits ('1-800-FLOWERS').
const TYPED_PHONE = /^\+?[\d\s().-]+$/;

/**
 * The phone in E.164 ('+5511987654321') when it is a valid mobile or fixed-line number, else
 * null. Without a country code the number is read as Brazilian.
 */
export const normalizePhone = (
  value: string,
  defaultCountry: CountryCode = 'BR',
): string | null => {
  const typed = value.trim();
  if (!TYPED_PHONE.test(typed)) return null;
  const phone = parsePhoneNumberFromString(typed, defaultCountry);
  if (!phone?.isValid()) return null;
  const type = phone.getType();
  return type && REACHABLE_TYPES.has(type) ? phone.number : null;
};

export const isValidPhone = (value: string, defaultCountry: CountryCode = 'BR'): boolean =>
  normalizePhone(value, defaultCountry) !== null;

/**
 * A stored phone as E.164, for what must name the country (a wa.me link): null when there is
 * none or it cannot be read as a reachable number, rather than guessing one.
 */
export const phoneE164 = (value: string | null | undefined): string | null =>
  value ? normalizePhone(value) : null;
