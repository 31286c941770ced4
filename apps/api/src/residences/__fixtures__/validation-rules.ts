import { aResidence, aResidenceAt } from './residences.builder';

export const INVALID_CEP = 'Invalid CEP: use 8 digits, as in 00000-000';
const INVALID_STATE = 'Invalid state: use the abbreviation of one of the 27, as in SP';
const INVALID_TIME = 'Invalid time: use HH:mm, from 00:00 to 23:59';
const INVALID_PIX =
  'Invalid pix key: use a CPF, CNPJ, e-mail, phone (+55DDNNNNNNNNN) or random key';
const DEPOSIT_RANGE = 'Enter the deposit in centavos, from 0 to 10000000 (R$ 100,000.00)';
const DOOR_CODE_DIGITS = 'The door code must have 4 to 9 digits';
const CONTACT_TYPE =
  'Invalid contact type: 0 (doorman), 1 (cleaning), 2 (responsible), 3 (owner) or 4 (other)';

const contact = (fields: Record<string, unknown>) => ({
  contacts: [{ type: 2, name: 'Gerente', ...fields }],
});
const place = (fields: Record<string, unknown>) => ({
  nearbyPlaces: [{ ...aResidence().nearbyPlaces[0], ...fields }],
});
const { name: _name, ...withoutName } = aResidence();
const { maxGuests: _maxGuests, ...withoutMaxGuests } = aResidence();

/** [rule, body, field, message in en-US]: each body breaks exactly one rule of a property. */
export const rules: [string, unknown, string, string][] = [
  ['name is required', withoutName, 'name', 'Required field'],
  [
    'name has at most 120 characters',
    aResidence({ name: 'x'.repeat(121) }),
    'name',
    'Maximum length 120',
  ],
  [
    'the name holds no NUL, which PostgreSQL cannot store',
    aResidence({ name: 'Apto\u0000 12' }),
    'name',
    'Character U+0000 not allowed',
  ],
  [
    'a contact holds no unpaired surrogate',
    aResidence(contact({ name: 'Gerente \ud83d' })),
    'contacts[0].name',
    'Character U+D83D not allowed',
  ],
  ['a CEP has 8 digits', aResidenceAt({ cep: '1310-100' }), 'address.cep', INVALID_CEP],
  ['a CEP is digits', aResidenceAt({ cep: '0131O-100' }), 'address.cep', INVALID_CEP],
  ['the street is required', aResidenceAt({ street: ' ' }), 'address.street', 'Required field'],
  ['the state is a UF', aResidenceAt({ state: 'XX' }), 'address.state', INVALID_STATE],
  [
    'the country is a 2-letter code',
    aResidenceAt({ country: 'Brasil' }),
    'address.country',
    'Invalid country: use its 2-letter code, as in BR',
  ],
  [
    'the address has no other field',
    aResidenceAt({ floor: 3 }),
    'address.floor',
    'Field not allowed',
  ],
  [
    'the time zone is Brazilian',
    aResidence({ timeZone: 'America/New_York' }),
    'timeZone',
    'Choose one of the 11 Brazilian time zones',
  ],
  [
    'the time zone is an IANA name',
    aResidence({ timeZone: 'Sao_Paulo' }),
    'timeZone',
    'Choose one of the 11 Brazilian time zones',
  ],
  [
    'check-in is on the 24-hour clock',
    aResidence({ checkInTime: '24:00' }),
    'checkInTime',
    INVALID_TIME,
  ],
  [
    'check-out has two-digit hours',
    aResidence({ checkOutTime: '9:00' }),
    'checkOutTime',
    INVALID_TIME,
  ],
  ['max guests is required', withoutMaxGuests, 'maxGuests', 'Required field'],
  ['at least 1 guest', aResidence({ maxGuests: 0 }), 'maxGuests', 'Enter from 1 to 100 guests'],
  ['at most 100 guests', aResidence({ maxGuests: 101 }), 'maxGuests', 'Enter from 1 to 100 guests'],
  ['whole guests', aResidence({ maxGuests: 2.5 }), 'maxGuests', 'Integers only'],
  ['guests as a number', aResidence({ maxGuests: '4' }), 'maxGuests', 'Integers only'],
  [
    'no negative parking',
    aResidence({ parkingSpaces: -1 }),
    'parkingSpaces',
    'Enter from 0 to 50 parking spaces',
  ],
  [
    'at most 50 parking spaces',
    aResidence({ parkingSpaces: 51 }),
    'parkingSpaces',
    'Enter from 0 to 50 parking spaces',
  ],
  ['TTLock needs its lock id', aResidence({ usesTTLock: true }), 'lockId', 'Required field'],
  // Issue 27: the manual door code of a property without a smart lock.
  ['a door code of digits', aResidence({ doorCode: '12a4' }), 'doorCode', DOOR_CODE_DIGITS],
  [
    'a door code of 4 digits at least',
    aResidence({ doorCode: '123' }),
    'doorCode',
    DOOR_CODE_DIGITS,
  ],
  [
    'usesTTLock is a boolean',
    aResidence({ usesTTLock: 'yes' }),
    'usesTTLock',
    'Invalid value type',
  ],
  [
    'at least one language',
    aResidence({ supportedLanguages: [] }),
    'supportedLanguages',
    'Choose at least one value',
  ],
  [
    'only supported languages',
    aResidence({ supportedLanguages: ['pt-BR', 'fr-FR'] }),
    'supportedLanguages[1]',
    'Unsupported language: use pt-BR, en-US or es-ES',
  ],
  [
    'each language once',
    aResidence({ supportedLanguages: ['pt-BR', 'en-US', 'pt-BR'] }),
    'supportedLanguages',
    'Each value can be chosen only once',
  ],
  [
    'at most the three languages',
    aResidence({ supportedLanguages: ['pt-BR', 'en-US', 'es-ES', 'pt-BR'] }),
    'supportedLanguages',
    'At most 3 items',
  ],
  ['a pix key is of a known kind', aResidence({ pixKey: 'minha chave' }), 'pixKey', INVALID_PIX],
  [
    'a CPF pix key has right check digits',
    aResidence({ pixKey: '123.456.789-00' }),
    'pixKey',
    INVALID_PIX,
  ],
  [
    'an e-mail pix key has at most 77 characters',
    aResidence({ pixKey: `${'a'.repeat(69)}@host.com` }),
    'pixKey',
    INVALID_PIX,
  ],
  ['a phone pix key has +55', aResidence({ pixKey: '+1 555 123 4567' }), 'pixKey', INVALID_PIX],
  [
    'a deposit needs a pix key',
    aResidence({ depositAmount: 30_000 }),
    'pixKey',
    'Enter a pix key to charge a deposit',
  ],
  ['no negative deposit', aResidence({ depositAmount: -1 }), 'depositAmount', DEPOSIT_RANGE],
  [
    'a deposit up to R$ 100.000,00',
    aResidence({ depositAmount: 10_000_001, pixKey: 'pix@host.com' }),
    'depositAmount',
    DEPOSIT_RANGE,
  ],
  [
    'a deposit in whole centavos',
    aResidence({ depositAmount: 10.5, pixKey: 'pix@host.com' }),
    'depositAmount',
    'Integers only',
  ],
  [
    'house rules up to 10,000 characters',
    aResidence({ houseRules: 'x'.repeat(10_001) }),
    'houseRules',
    'Maximum length 10000',
  ],
  [
    'a Wi-Fi password up to 128 characters',
    aResidence({ wifiPassword: 'x'.repeat(129) }),
    'wifiPassword',
    'Maximum length 128',
  ],
  [
    'parking instructions up to 2,000 characters',
    aResidence({ parkingInstructions: 'x'.repeat(2_001) }),
    'parkingInstructions',
    'Maximum length 2000',
  ],
  [
    'the guest link of an import goes off, at once or days before',
    aResidence({ guestLinkAutoSend: 'weekly' }),
    'guestLinkAutoSend',
    'Choose when the link goes: never by itself, at once or some days before check-in',
  ],
  [
    'the guest link goes 1 to 30 days before check-in',
    aResidence({ guestLinkAutoSend: 'days-before', guestLinkDaysBefore: 31 }),
    'guestLinkDaysBefore',
    'Enter from 1 to 30 days before check-in',
  ],
  [
    'the days before check-in are whole',
    aResidence({ guestLinkDaysBefore: 1.5 }),
    'guestLinkDaysBefore',
    'Integers only',
  ],
  ['a contact type is 0 to 4', aResidence(contact({ type: 5 })), 'contacts[0].type', CONTACT_TYPE],
  [
    'a contact type is a number',
    aResidence(contact({ type: 'DOORMAN' })),
    'contacts[0].type',
    CONTACT_TYPE,
  ],
  ['a contact has a name', aResidence(contact({ name: '' })), 'contacts[0].name', 'Required field'],
  [
    'a contact phone is valid',
    aResidence(contact({ phone: '123' })),
    'contacts[0].phone',
    'Invalid phone number',
  ],
  [
    'a contact e-mail is valid',
    aResidence(contact({ email: 'nope' })),
    'contacts[0].email',
    'Invalid email',
  ],
  [
    'at most 50 contacts',
    aResidence({ contacts: Array.from({ length: 51 }, () => ({ type: 4, name: 'X' })) }),
    'contacts',
    'At most 50 items',
  ],
  [
    'a place type is known',
    aResidence(place({ type: 'zoo' })),
    'nearbyPlaces[0].type',
    'Invalid place type',
  ],
  ['a place zip is a CEP', aResidence(place({ zip: '123' })), 'nearbyPlaces[0].zip', INVALID_CEP],
  [
    'a place state is a UF',
    aResidence(place({ state: 'ZZ' })),
    'nearbyPlaces[0].state',
    INVALID_STATE,
  ],
  [
    'a place has a city',
    aResidence(place({ city: undefined })),
    'nearbyPlaces[0].city',
    'Required field',
  ],
  [
    'a place has no other field',
    aResidence(place({ rating: 5 })),
    'nearbyPlaces[0].rating',
    'Field not allowed',
  ],
  ['no other field', aResidence({ ownerId: 'x' }), 'ownerId', 'Field not allowed'],
];
