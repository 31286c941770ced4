/**
 * The 11 Brazilian time zones (product spec §3) by their IANA names, so a property's local
 * dates and times (check-in, "today" in lists) are computed with the platform's tz database.
 */
export const BRAZILIAN_TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Cuiaba',
  'America/Fortaleza',
  'America/Recife',
  'America/Bahia',
  'America/Belem',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Noronha',
] as const;
export type BrazilianTimeZone = (typeof BRAZILIAN_TIME_ZONES)[number];

/** Who a property's staff contact is; numeric values fixed by product spec §3. */
export const ContactType = { DOORMAN: 0, CLEANING: 1, RESPONSIBLE: 2, OWNER: 3, OTHER: 4 } as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];

/** Kinds of place a host recommends near a property (product spec §3, completed by 'other'). */
export const NEARBY_PLACE_TYPES = [
  'restaurant',
  'bar',
  'market',
  'bakery',
  'pharmacy',
  'mall',
  'bank',
  'theater',
  'cinema',
  'museum',
  'park',
  'tourist_spot',
  'beach',
  'stadium',
  'gym',
  'cafe',
  'clinic',
  'airport',
  'parking',
  'hospital',
  'gas_station',
  'other',
] as const;
export type NearbyPlaceType = (typeof NEARBY_PLACE_TYPES)[number];

/** A time of day on the 24-hour clock, as check-in and check-out times are given ('14:00'). */
export const isClockTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * Text as searches compare it: lower case, accents removed ('São Paulo' → 'sao paulo'), so
 * 'sao' finds 'São Paulo' and 'SÃO' finds 'são'.
 */
export const foldForSearch = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
