import {
  locales,
  RESIDENCE_LIMITS,
  type GuestLinkAutoSend,
  type ResidenceRequest,
} from '@chegada/contracts';
import { centavosToTyped, reaisToCentavos } from '../../../lib/i18n/money';
import type { Residence, ResidenceContact, NearbyPlace } from '../api/residences-api';

type Address = { street: string; neighborhood: string; city: string; state: string };

export type ContactValues = { type: string; name: string; phone: string; email: string };
export type PlaceValues = Address & {
  name: string;
  zip: string;
  number: string;
  type: string;
  complement: string;
};

/** What the form holds: text inputs, numbers or '' while empty, the deposit in reais. */
export type ResidenceValues = {
  name: string;
  address: Address & { cep: string; number: string; complement: string; country: string };
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number | '';
  parkingSpaces: number | '';
  usesTTLock: boolean;
  lockId: string;
  doorCode: string;
  dynamicPassword: boolean;
  supportedLanguages: string[];
  pixKey: string;
  /** Reais as typed in the user's language ("150,50"); the request carries centavos. */
  depositAmount: string;
  houseRules: string;
  accessInstructions: string;
  wifiNetwork: string;
  wifiPassword: string;
  parkingInstructions: string;
  guestLinkAutoSend: GuestLinkAutoSend;
  guestLinkDaysBefore: number | '';
  contacts: ContactValues[];
  nearbyPlaces: PlaceValues[];
};

/** The languages /u/config offers guests (the session's), known ones only; else all three. */
export const offeredLanguages = (offered: readonly string[] | undefined): string[] => {
  const known = locales.filter((locale) => offered?.includes(locale));
  return known.length > 0 ? known : [...locales];
};

export const emptyResidence: ResidenceValues = {
  name: '',
  address: {
    cep: '',
    street: '',
    number: '',
    complement: '',
    neighborhood: '',
    city: '',
    state: '',
    country: 'BR',
  },
  timeZone: 'America/Sao_Paulo',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  maxGuests: 2,
  parkingSpaces: 0,
  usesTTLock: false,
  lockId: '',
  doorCode: '',
  dynamicPassword: false,
  // What /u/config offers guests unless the host chose otherwise there: all three.
  supportedLanguages: [...locales],
  pixKey: '',
  depositAmount: '',
  houseRules: '',
  accessInstructions: '',
  wifiNetwork: '',
  wifiPassword: '',
  parkingInstructions: '',
  guestLinkAutoSend: 'at-once',
  guestLinkDaysBefore: RESIDENCE_LIMITS.guestLinkDaysBefore.default,
  contacts: [],
  nearbyPlaces: [],
};

export const newContact = (): ContactValues => ({ type: '0', name: '', phone: '', email: '' });

export const newPlace = (): PlaceValues => ({
  name: '',
  zip: '',
  street: '',
  number: '',
  type: 'restaurant',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
});

const contactValues = (contact: ResidenceContact): ContactValues => ({
  type: String(contact.type),
  name: contact.name,
  phone: contact.phone ?? '',
  email: contact.email ?? '',
});

// A place may have no address: its absent parts are empty fields.
const placeValues = (place: NearbyPlace): PlaceValues => ({
  name: place.name,
  type: place.type,
  zip: place.zip ?? '',
  street: place.street ?? '',
  number: place.number ?? '',
  complement: place.complement ?? '',
  neighborhood: place.neighborhood ?? '',
  city: place.city ?? '',
  state: place.state ?? '',
});

export const valuesOf = (residence: Residence, locale: string): ResidenceValues => ({
  name: residence.name,
  timeZone: residence.timeZone,
  checkInTime: residence.checkInTime,
  checkOutTime: residence.checkOutTime,
  maxGuests: residence.maxGuests,
  parkingSpaces: residence.parkingSpaces,
  usesTTLock: residence.usesTTLock,
  dynamicPassword: residence.dynamicPassword,
  supportedLanguages: residence.supportedLanguages,
  houseRules: residence.houseRules,
  accessInstructions: residence.accessInstructions,
  wifiNetwork: residence.wifiNetwork ?? '',
  wifiPassword: residence.wifiPassword ?? '',
  parkingInstructions: residence.parkingInstructions,
  guestLinkAutoSend: residence.guestLinkAutoSend,
  guestLinkDaysBefore: residence.guestLinkDaysBefore,
  address: { ...residence.address, complement: residence.address.complement ?? '' },
  lockId: residence.lockId ?? '',
  doorCode: residence.doorCode ?? '',
  pixKey: residence.pixKey ?? '',
  depositAmount:
    residence.depositAmount > 0 ? centavosToTyped(residence.depositAmount, locale) : '',
  contacts: residence.contacts.map(contactValues),
  nearbyPlaces: residence.nearbyPlaces.map(placeValues),
});

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
// An emptied number field is left for the schema to call required or to default.
const orUndefined = (value: number | ''): number | undefined => (value === '' ? undefined : value);

/** POST/PUT /api/residences: blanks are "not given", the deposit in centavos. */
export const toRequest = (values: ResidenceValues): ResidenceRequest =>
  ({
    ...values,
    address: { ...values.address, complement: orNull(values.address.complement) },
    maxGuests: orUndefined(values.maxGuests),
    parkingSpaces: orUndefined(values.parkingSpaces),
    guestLinkDaysBefore: orUndefined(values.guestLinkDaysBefore),
    lockId: orNull(values.lockId),
    doorCode: orNull(values.doorCode),
    wifiNetwork: orNull(values.wifiNetwork),
    wifiPassword: orNull(values.wifiPassword),
    pixKey: orNull(values.pixKey),
    // Text that is no amount is sent as such for the schema to refuse (NaN is no integer).
    depositAmount:
      values.depositAmount.trim() === ''
        ? 0
        : (reaisToCentavos(values.depositAmount) ?? Number.NaN),
    contacts: values.contacts.map((contact) => ({
      type: Number(contact.type),
      name: contact.name,
      phone: orNull(contact.phone),
      email: orNull(contact.email),
    })),
    nearbyPlaces: values.nearbyPlaces.map(({ name, type, ...address }) => ({
      name,
      type,
      ...Object.fromEntries(Object.entries(address).map(([key, value]) => [key, orNull(value)])),
    })),
  }) as ResidenceRequest;
