import { normalizePhone, zonedDateTime, type BookingSource } from '@chegada/domain';
import type { Locale } from '@chegada/contracts';
import type { IncomingBooking } from '../reservation-import';

type StaysGuest = {
  name?: string;
  primary?: boolean;
  email?: string;
  phone?: string;
  phones?: { iso?: string }[];
};

/** A reservation as `GET /booking/reservations` lists it (the fields an import reads). */
export type StaysReservation = {
  _id: string;
  /** The short id hosts see in Stays ("AB12C"). */
  id?: string;
  _idlisting: string;
  _idclient?: string;
  /** The channel's code: a booking cancelled and re-created on Stays keeps it. */
  partnerCode?: string;
  partner?: { name?: string };
  type?: string;
  checkInDate: string;
  checkInTime?: string;
  checkOutDate: string;
  checkOutTime?: string;
  guestsDetails?: { adults?: number; children?: number; infants?: number; list?: StaysGuest[] };
};

/** `GET /booking/clients/{_idclient}`: the guest's name and contacts. */
export type StaysClient = {
  name?: string;
  fName?: string;
  lName?: string;
  email?: string;
  contactEmails?: { adr?: string }[];
  phones?: { iso?: string }[];
};

/** Who the reservation is for, as far as Stays says. */
export type StaysContact = { name: string | null; email: string | null; phone: string | null };

/** What a booking is read against: its property's zone, hours, size and language. */
export type StaysProperty = {
  residenceId: string;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number;
  language: Locale;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Booking statuses that hold no guest: Stays lists them beside bookings.
const NOT_BOOKINGS = new Set(['canceled', 'cancelled', 'blocked', 'maintenance']);

const PARTNERS: readonly (readonly [RegExp, BookingSource])[] = [
  [/airbnb/i, 'airbnb'],
  [/booking/i, 'booking'],
  [/expedia/i, 'expedia'],
  [/vrbo|homeaway/i, 'vrbo'],
  [/hot[eé]is|hotels\.com/i, 'hoteis_com'],
  [/decolar|despegar/i, 'decolar'],
  [/trivago/i, 'trivago'],
  [/tripadvisor/i, 'tripadvisor'],
  [/submarino/i, 'submarino_viagens'],
];

/** The channel the booking came through; Stays' own site and anything unknown are "stays". */
export const sourceOfPartner = (name: string | undefined): BookingSource =>
  PARTNERS.find(([pattern]) => pattern.test(name ?? ''))?.[1] ?? 'stays';

/** The import's key: the channel's code, so a cancel-and-recreate is the same stay. */
export const bookingKey = (reservation: StaysReservation): string =>
  reservation.partnerCode?.trim() || reservation._id;

/** A listed item an import can read: ids and calendar dates, end after start. */
export const isReadable = (item: unknown): item is StaysReservation => {
  const reservation = item as Partial<StaysReservation> | null;
  return (
    typeof reservation?._id === 'string' &&
    typeof reservation._idlisting === 'string' &&
    DATE.test(reservation.checkInDate ?? '') &&
    DATE.test(reservation.checkOutDate ?? '') &&
    reservation.checkOutDate! > reservation.checkInDate!
  );
};

export const isBooking = (reservation: StaysReservation): boolean =>
  !NOT_BOOKINGS.has((reservation.type ?? '').toLowerCase());

const primaryGuest = (reservation: StaysReservation): StaysGuest | undefined => {
  const list = reservation.guestsDetails?.list ?? [];
  return list.find((guest) => guest.primary) ?? list[0];
};

const emailOf = (...candidates: (string | undefined)[]): string | null =>
  candidates.map((value) => value?.trim()).find((value) => value && EMAIL.test(value)) ?? null;

const phoneOf = (...candidates: (string | undefined)[]): string | null => {
  for (const value of candidates) {
    const phone = value ? normalizePhone(value) : null;
    if (phone) return phone;
  }
  return null;
};

/** The primary guest's contact as the reservation carries it. */
export const listedContact = (reservation: StaysReservation): StaysContact => {
  const guest = primaryGuest(reservation);
  return {
    name: guest?.name?.trim() || null,
    email: emailOf(guest?.email),
    phone: phoneOf(guest?.phone, ...(guest?.phones ?? []).map((phone) => phone.iso)),
  };
};

/** The listed contact completed by the client record. */
export const withClient = (listed: StaysContact, client: StaysClient | null): StaysContact => {
  if (!client) return listed;
  const clientName = client.name?.trim() || [client.fName, client.lName].join(' ').trim();
  return {
    name: listed.name ?? (clientName || null),
    email: listed.email ?? emailOf(client.email, ...(client.contactEmails ?? []).map((e) => e.adr)),
    phone: listed.phone ?? phoneOf(...(client.phones ?? []).map((phone) => phone.iso)),
  };
};

const count = (value: number | undefined) =>
  Number.isFinite(value) && value! > 0 ? Math.floor(value!) : 0;

/** The booking as an import delivers it, on its property's dates and hours. */
export const incomingBooking = (
  reservation: StaysReservation,
  property: StaysProperty,
  contact: StaysContact,
  reservationId: string,
): IncomingBooking => {
  const details = reservation.guestsDetails;
  const party = { adults: count(details?.adults), children: count(details?.children) };
  const guests = party.adults + party.children;
  const time = (given: string | undefined, fallback: string) =>
    given && TIME.test(given) ? given : fallback;
  const shortId = reservation.id ?? reservation._id;
  return {
    externalId: bookingKey(reservation),
    reservationId,
    checkIn: zonedDateTime(
      reservation.checkInDate,
      time(reservation.checkInTime, property.checkInTime),
      property.timeZone,
    ),
    checkOut: zonedDateTime(
      reservation.checkOutDate,
      time(reservation.checkOutTime, property.checkOutTime),
      property.timeZone,
    ),
    bookingCode: shortId,
    phoneLastDigits: null,
    guestName: contact.name?.slice(0, 120) ?? `Stays · ${shortId}`,
    guestEmail: contact.email,
    guestPhone: contact.phone,
    source: sourceOfPartner(reservation.partner?.name),
    maxGuests: Math.min(Math.max(guests, 1), property.maxGuests),
    // The guest form's stay step starts with them; without an adult they say nothing.
    party: party.adults > 0 ? party : null,
    language: property.language,
  };
};
