import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';

/*
 * The phone metadata's view for the country picker: loaded with the phone checks
 * (deferred-phone.ts), in the same chunk, when a form that asks for a phone opens.
 */

export type PhoneCountry = { code: CountryCode; callingCode: string };

export const phoneCountries = (): PhoneCountry[] =>
  getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code) }));

/** What was typed, in E.164 ('+5511987654321') once it reads as a number of that country. */
export const toE164 = (typed: string, country: CountryCode): string => {
  const text = typed.trim();
  if (!text) return '';
  return parsePhoneNumberFromString(text, country)?.number ?? text;
};

/** A saved phone as the picker shows it: its country, and the number as that country writes it. */
export const splitPhone = (
  value: string,
  fallback: CountryCode,
): { country: CountryCode; national: string } => {
  const parsed = value ? parsePhoneNumberFromString(value, fallback) : undefined;
  if (!parsed?.country) return { country: fallback, national: value };
  return { country: parsed.country, national: parsed.formatNational() };
};

export type { CountryCode };

/** A phone in international format ('+55 11 98765 4321'); as given when it is not one (masked). */
export const formatInternational = (value: string): string =>
  (/^\+[\d\s().-]+$/.test(value) && parsePhoneNumberFromString(value)?.formatInternational()) ||
  value;
