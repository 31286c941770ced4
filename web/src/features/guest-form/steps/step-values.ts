import type { GuestFormPage, SavedForm } from '../api/guest-form-types';
import { withoutMasks } from '../privacy/masks';
import { stayTimeOf, stayWindow } from '@chegada/domain';
import { stayInstants } from '../../../lib/i18n/stay-instants';

/**
 * What the inputs of each step hold: text for text, '' for a number or choice not given yet.
 * The step's request is made of them (prepareRequest turns '' into "not given").
 */
export type VehicleValues = { type: string; model: string; color: string; plate: string };

export type StayValues = {
  checkInDate: string;
  checkInTime: string;
  checkOutDate: string;
  checkOutTime: string;
  adults: number | '';
  children: number | '';
  pets: boolean;
  /** Asked with pets (issue 27): how many, a dog, a cat or another named in words. */
  petCount: number | '';
  petKind: string;
  petKindOther: string;
  visitPurpose: string;
  /** Asked only when the host registers stays in FNRH (issue 32). */
  transport: string;
  vehicles: VehicleValues[];
};

export type AddressValues = {
  cep: string;
  country: string;
  state: string;
  city: string;
  neighborhood: string;
  street: string;
  number: string;
  complement: string;
};

export type HolderValues = {
  name: string;
  isForeign: boolean;
  cpf: string;
  passport: string;
  email: string;
  phone: string;
  birthDate: string;
  /** Asked only when the host registers stays in FNRH (issue 32). */
  gender: string;
  address: AddressValues;
};

export type AdditionalGuestValues = {
  key: string;
  name: string;
  foreign: boolean;
  isChild: boolean;
  /** Which document: a CPF, or for a child under 12 a birth certificate or a passport. */
  documentKind: string;
  cpf: string;
  birthCertificate: string;
  passport: string;
  birthDate: string;
  phone: string;
  /** Asked only when the host registers stays in FNRH (issue 32). */
  gender: string;
  /** Sends their own details through their link: only the name is asked here. */
  ownLink: boolean;
};

export type GuestsValues = { additionalGuests: AdditionalGuestValues[] };

export type TermsValues = { termsAccepted: boolean; imageTermsAccepted: boolean };

export type WizardValues = {
  stay: StayValues;
  holder: HolderValues;
  guests: GuestsValues;
  review: TermsValues;
};

type Entry = Record<string, unknown>;

const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const num = (value: unknown): number | '' => (typeof value === 'number' ? value : '');
const bool = (value: unknown): boolean => value === true;
const entries = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);
const record = (value: unknown): Entry =>
  typeof value === 'object' && value !== null ? (value as Entry) : {};

// A formatter is costly to make (the browser loads the zone's rules): one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of an instant in the property's time zone. */
export const dayIn = (iso: string | Date, timeZone: string): string => {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone })));
  return format.format(new Date(iso));
};

// A saved document number comes masked: the input starts empty and only a new one is sent.
const documentValue = (value: unknown, filled: unknown) => (filled === true ? '' : str(value));

/** Whether the server holds one of the guest's document numbers (they come masked). */
export const holdsDocument = (guest: Entry): boolean =>
  guest.cpfFilled === true ||
  guest.passportFilled === true ||
  guest.birthCertificateFilled === true;

export const additionalGuestValues = (guest: Entry = {}): AdditionalGuestValues => ({
  key: str(guest.key),
  name: str(guest.name),
  foreign: bool(guest.foreign),
  isChild: bool(guest.isChild),
  documentKind: str(guest.documentKind, 'cpf'),
  cpf: documentValue(guest.cpf, guest.cpfFilled),
  birthCertificate: documentValue(guest.birthCertificate, guest.birthCertificateFilled),
  passport: documentValue(guest.passport, guest.passportFilled),
  birthDate: str(guest.birthDate),
  phone: str(guest.phone),
  gender: str(guest.gender),
  // Saved since the form sends it; before, a guest with a link and no document had theirs.
  ownLink:
    typeof guest.ownLink === 'boolean'
      ? guest.ownLink
      : typeof guest.key === 'string' && !holdsDocument(guest),
});

/**
 * The booking's arrival and departure times where the property is ('HH:mm'): a channel's or
 * the host's own, the property's usual ones for a stay given as dates alone. The form starts
 * with them.
 */
export const bookedTimes = (page: GuestFormPage) => {
  const { timeZone, checkInTime, checkOutTime } = page.residence;
  return {
    checkIn: stayTimeOf(page.CheckIn, checkInTime, timeZone),
    checkOut: stayTimeOf(page.checkout, checkOutTime, timeZone),
  };
};

/** The hours the guest may declare, as the server checks them: the booking's and the property's. */
export const declarableHours = (page: GuestFormPage) =>
  stayWindow(bookedTimes(page), page.residence);

const stayValues = (form: SavedForm, page: GuestFormPage): StayValues => {
  const zone = page.residence.timeZone;
  const stay = stayInstants(page, page.residence);
  const booked = bookedTimes(page);
  return {
    checkInDate: str(form.checkInDate, dayIn(stay.checkIn, zone)),
    checkInTime: str(form.checkInTime, booked.checkIn),
    checkOutDate: str(form.checkOutDate, dayIn(stay.checkout, zone)),
    checkOutTime: str(form.checkOutTime, booked.checkOut),
    // Until the guest says, as many as the booking was made for (a Stays import).
    adults: num(form.adults ?? page.bookedParty?.adults),
    children: num(form.children ?? page.bookedParty?.children),
    pets: bool(form.pets),
    petCount: num(form.petCount),
    petKind: str(form.petKind),
    petKindOther: str(form.petKindOther),
    visitPurpose: str(form.visitPurpose),
    transport: str(form.transport),
    vehicles: entries(form.vehicles).map((vehicle) => ({
      type: str(vehicle.type),
      model: str(vehicle.model),
      color: str(vehicle.color),
      plate: str(vehicle.plate),
    })),
  };
};

/** The holder as saved; where the guest has typed none, what the host typed (issue 27). */
const holderValues = (form: SavedForm, prefill: GuestFormPage['prefill']): HolderValues => {
  const address = record(form.address);
  return {
    name: str(form.name, prefill?.name ?? ''),
    isForeign: bool(form.isForeign),
    cpf: documentValue(form.cpf, form.cpfFilled),
    passport: documentValue(form.passport, form.passportFilled),
    email: str(form.email, prefill?.email ?? ''),
    phone: str(form.phone, prefill?.phone ?? ''),
    birthDate: str(form.birthDate),
    gender: str(form.gender),
    address: {
      cep: str(address.cep),
      country: str(address.country, form.isForeign === true ? '' : 'BR'),
      state: str(address.state),
      city: str(address.city),
      neighborhood: str(address.neighborhood),
      street: str(address.street),
      number: str(address.number),
      complement: str(address.complement),
    },
  };
};

/** Each guest as kept on this device, over what the server holds of them (by key, else place). */
const guestsValues = (form: SavedForm, kept?: AdditionalGuestValues[]): AdditionalGuestValues[] => {
  const saved = entries(form.additionalGuests).map(additionalGuestValues);
  if (!kept) return saved;
  return kept.map((guest, index) => ({
    ...(saved.find((other) => guest.key && other.key === guest.key) ??
      saved[index] ??
      additionalGuestValues()),
    ...guest,
  }));
};

/**
 * The steps' values from the saved form; what was typed on this device and not sent wins. A
 * mask kept with the draft does not: the data it hid may have been unlocked since.
 */
export const wizardValues = (page: GuestFormPage, kept?: Partial<WizardValues>): WizardValues => {
  const draft = withoutMasks(kept);
  const holder = holderValues(page.form, page.prefill);
  return {
    stay: { ...stayValues(page.form, page), ...draft?.stay },
    holder: {
      ...holder,
      ...draft?.holder,
      address: { ...holder.address, ...draft?.holder?.address },
    },
    guests: { additionalGuests: guestsValues(page.form, draft?.guests?.additionalGuests) },
    review: {
      // Consent is given on the device that sends, at each submission: never ticked from what
      // an earlier submission (maybe on another phone) stored. The image terms the server
      // already has (accepted to read a document) are shown given, not asked twice (issue 29).
      termsAccepted: false,
      ...draft?.review,
      imageTermsAccepted:
        (draft?.review?.imageTermsAccepted ?? false) ||
        (page.ownConsents?.includes('biometric') ?? false),
    },
  };
};
