import { boolean, number, object, string, type InferType } from 'yup';
import { clockTimeTest, integer } from './scalar-fields';
import {
  BRAZILIAN_STATES,
  BRAZILIAN_TIME_ZONES,
  ContactType,
  NEARBY_PLACE_TYPES,
  isValidCep,
  isValidPixKey,
  DYNAMIC_PASSWORD_PATTERN,
} from '@chegada/domain';
import { adminUsersQuerySchema } from './admin-users-query.schema';
import { boundedArray, languageList } from './bounded-array';
import { optionalPhoneString } from './phone.schema';

/** Limits of a property's fields (issue 4). */
export const RESIDENCE_LIMITS = {
  maxGuests: { min: 1, max: 100 },
  parkingSpaces: { min: 0, max: 50 },
  /** R$ 100.000,00 in centavos. */
  depositAmount: { min: 0, max: 10_000_000 },
  houseRules: 10_000,
  accessInstructions: 5_000,
  wifiNetwork: 64,
  wifiPassword: 128,
  parkingInstructions: 2_000,
  contacts: 50,
  nearbyPlaces: 100,
  /** "N days before check-in" for the guest link an import brings (issue 30). */
  guestLinkDaysBefore: { min: 1, max: 30, default: 3 },
} as const;

/**
 * When the guest link of a reservation that arrived by itself (an import with a contact) goes:
 * never by itself, at once, or `guestLinkDaysBefore` days before check-in.
 */
export const GUEST_LINK_AUTO_SEND = ['off', 'at-once', 'days-before'] as const;
export type GuestLinkAutoSend = (typeof GUEST_LINK_AUTO_SEND)[number];

const requiredText = (max: number) =>
  string().trim().required('validation.required').max(max, 'validation.maxLength');
const optionalText = (max: number) =>
  string().trim().max(max, 'validation.maxLength').nullable().optional();

// Absent values are left to `required`, so an empty field shows one message, not two.
const valid = (check: (value: string) => boolean) => (value: string | null | undefined) =>
  !value || check(value);

const cepString = () => requiredText(9).test('cep', 'residences.invalidCep', valid(isValidCep));
const stateString = () =>
  string()
    .trim()
    .uppercase()
    .required('validation.required')
    .oneOf(BRAZILIAN_STATES, 'residences.invalidState');
const clockTime = () => requiredText(5).test(clockTimeTest('residences.invalidTime'));
// One message names both bounds, so the same key serves min and max.
const integerIn = (range: { min: number; max: number }, key: string) =>
  integer().min(range.min, key).max(range.max, key);

const addressSchema = object({
  /** 8 digits, bare or masked as 00000-000; stored bare. */
  cep: cepString(),
  street: requiredText(200),
  number: requiredText(20),
  complement: optionalText(120),
  neighborhood: requiredText(120),
  city: requiredText(120),
  /** A federative unit's abbreviation (SP, RJ, DF…), any case. */
  state: stateString(),
  country: string()
    .trim()
    .uppercase()
    .matches(/^[A-Z]{2}$/, 'residences.invalidCountry')
    .default('BR'),
}).noUnknown('validation.unknownField');

const contactSchema = object({
  /** DOORMAN = 0, CLEANING = 1, RESPONSIBLE = 2, OWNER = 3, OTHER = 4. */
  type: number()
    .typeError('residences.invalidContactType')
    .required('validation.required')
    .oneOf(Object.values(ContactType), 'residences.invalidContactType'),
  name: requiredText(120),
  phone: optionalPhoneString(),
  email: optionalText(254).email('validation.email'),
}).noUnknown('validation.unknownField');

// A nearby place's address is optional (spec §3 lists its parts, §5 sets no rule): a beach has
// no street number. Once one part is given the place has an address, validated as one.
const PLACE_ADDRESS = ['zip', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'];
const hasAddress = (place: Record<string, unknown>) =>
  PLACE_ADDRESS.some((key) => typeof place[key] === 'string' && place[key].trim() !== '');
const placeAddressPart = (max: number) =>
  string()
    .trim()
    .max(max, 'validation.maxLength')
    .nullable()
    .optional()
    .test('address-part', 'validation.required', function (value) {
      return Boolean(value) || !hasAddress(this.parent as Record<string, unknown>);
    });
const isState = (value: string) => (BRAZILIAN_STATES as readonly string[]).includes(value);

const nearbyPlaceSchema = object({
  name: requiredText(120),
  zip: placeAddressPart(9).test('cep', 'residences.invalidCep', valid(isValidCep)),
  street: placeAddressPart(200),
  number: placeAddressPart(20),
  type: string()
    .required('validation.required')
    .oneOf(NEARBY_PLACE_TYPES, 'residences.invalidPlaceType'),
  complement: optionalText(120),
  neighborhood: placeAddressPart(120),
  city: placeAddressPart(120),
  state: placeAddressPart(2).uppercase().test('state', 'residences.invalidState', valid(isState)),
}).noUnknown('validation.unknownField');

/**
 * POST /api/residences and PUT /api/residences/:id (a PUT replaces the whole property,
 * contacts and nearby places included). Time zones are IANA names of the 11 Brazilian zones.
 */
export const residenceSchema = object({
  name: requiredText(120),
  address: addressSchema,
  timeZone: string()
    .required('validation.required')
    .oneOf(BRAZILIAN_TIME_ZONES, 'residences.invalidTimeZone'),
  /** HH:mm on the 24-hour clock; guests' arrival and departure times are checked against them. */
  checkInTime: clockTime(),
  checkOutTime: clockTime(),
  maxGuests: integerIn(RESIDENCE_LIMITS.maxGuests, 'residences.maxGuestsRange').required(
    'validation.required',
  ),
  parkingSpaces: integerIn(RESIDENCE_LIMITS.parkingSpaces, 'residences.parkingSpacesRange').default(
    0,
  ),
  usesTTLock: boolean().typeError('validation.type').default(false),
  /** The TTLock lock's id; required when usesTTLock. */
  lockId: optionalText(64).when('usesTTLock', {
    is: true,
    then: (schema) => schema.required('validation.required'),
  }),
  dynamicPassword: boolean().typeError('validation.type').default(false),
  /**
   * The door code of a property without a smart lock (4–9 digits), released to the guest as
   * the lock's would be; a reservation's own code overrides it (issue 27).
   */
  doorCode: optionalText(9).matches(DYNAMIC_PASSWORD_PATTERN, {
    message: 'residences.doorCodeDigits',
    excludeEmptyString: true,
  }),
  supportedLanguages: languageList('residences.invalidLanguage')
    .min(1, 'validation.chooseOne')
    .default(['pt-BR']),
  /** CPF, CNPJ, e-mail (≤ 77), phone (+55DDNNNNNNNNN) or random key (UUID); required for a deposit. */
  pixKey: optionalText(100)
    .test('pixKey', 'residences.invalidPixKey', valid(isValidPixKey))
    .when('depositAmount', {
      is: (amount: unknown) => typeof amount === 'number' && amount > 0,
      then: (schema) => schema.required('residences.pixKeyRequired'),
    }),
  /** In centavos; 0 asks no deposit. */
  depositAmount: integerIn(RESIDENCE_LIMITS.depositAmount, 'residences.depositRange').default(0),
  houseRules: string().trim().max(RESIDENCE_LIMITS.houseRules, 'validation.maxLength').default(''),
  /** Gate, key box: the guest sees them only once access is released. */
  accessInstructions: string()
    .trim()
    .max(RESIDENCE_LIMITS.accessInstructions, 'validation.maxLength')
    .default(''),
  /** The Wi-Fi's name, shown in the arrival guide once the stay is approved. */
  wifiNetwork: optionalText(RESIDENCE_LIMITS.wifiNetwork),
  /** A secret of the stay: the guest sees it only once access is released, as the door code. */
  wifiPassword: optionalText(RESIDENCE_LIMITS.wifiPassword),
  /** Where and how to park, shown in the arrival guide once the stay is approved. */
  parkingInstructions: string()
    .trim()
    .max(RESIDENCE_LIMITS.parkingInstructions, 'validation.maxLength')
    .default(''),
  contacts: boundedArray(contactSchema, RESIDENCE_LIMITS.contacts).default([]),
  /** The guest link of an imported reservation with a contact, by the account's channels. */
  guestLinkAutoSend: string()
    .oneOf(GUEST_LINK_AUTO_SEND, 'residences.invalidGuestLinkAutoSend')
    .default('at-once'),
  /** Read when guestLinkAutoSend is 'days-before'; kept otherwise, for the form to offer it. */
  guestLinkDaysBefore: integerIn(
    RESIDENCE_LIMITS.guestLinkDaysBefore,
    'residences.guestLinkDaysBeforeRange',
  ).default(RESIDENCE_LIMITS.guestLinkDaysBefore.default),
  nearbyPlaces: boundedArray(nearbyPlaceSchema, RESIDENCE_LIMITS.nearbyPlaces).default([]),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type ResidenceRequest = InferType<typeof residenceSchema>;

/**
 * GET /api/residences: pages of the account's properties, searched by name or city; paged
 * and searched as the admin's user list is.
 */
export const residencesQuerySchema = adminUsersQuerySchema.pick([
  'page',
  'perPage',
  'search',
  'lang',
]);

export type ResidencesQuery = InferType<typeof residencesQuerySchema>;
