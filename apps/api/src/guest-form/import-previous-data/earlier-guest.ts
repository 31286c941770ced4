import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { ImportCodeChannel, ImportDocType } from '@chegada/contracts';
import { normalizePhone } from '@chegada/domain';
import type { GuestFormFields } from '../guest-form-state';
import { normalizeDocument } from './import-secrets';

type Fields = Record<string, unknown>;

/** Where a code can go, the address in full (server side only) and as the guest sees it. */
export type Destination = { channel: ImportCodeChannel; to: string; masked: string };

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const present = (fields: Fields): Fields =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  );

// Who the guest is and how to reach them; never the stay itself (dates, counts, vehicles,
// purpose, terms): those belong to the new reservation.
const MAIN_GUEST_FIELDS = [
  'name',
  'cpf',
  'passport',
  'isForeign',
  'email',
  'phone',
  'birthDate',
  'address',
] as const;

/**
 * The identity, contact and address fields of one guest of an earlier form, named as the main
 * guest's fields of a form; null when the guest is not (or no longer) in it.
 */
export const importableFieldsOf = (form: GuestFormFields, guest: string): Fields | null => {
  if (guest === 'main') {
    const picked = present(Object.fromEntries(MAIN_GUEST_FIELDS.map((key) => [key, form[key]])));
    return Object.keys(picked).length > 0 ? picked : null;
  }
  const additional = Array.isArray(form.additionalGuests) ? form.additionalGuests : [];
  const entry = additional.filter(isRecord).find((candidate) => candidate.key === guest);
  if (!entry) return null;
  return present({
    name: entry.name,
    cpf: entry.cpf,
    passport: entry.passport,
    isForeign: entry.foreign,
    birthDate: entry.birthDate,
    phone: entry.phone,
  });
};

/** Whether the guest's fields still hold the document looked up (a later save may change it). */
export const holdsDocument = (fields: Fields, docType: ImportDocType, doc: string): boolean => {
  const stored = fields[docType];
  return (
    typeof stored === 'string' &&
    normalizeDocument(docType, stored) === normalizeDocument(docType, doc)
  );
};

/** m•••@example.com */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
};

/** +55 11 •••••-4321: country and area code, then the last four digits only. */
export const maskPhone = (e164: string): string => {
  const parsed = parsePhoneNumberFromString(e164);
  const groups = parsed ? parsed.formatInternational().split(' ') : [e164];
  const last = groups.length > 1 ? groups.slice(0, 2) : [];
  const hidden = e164.replace(/\D/g, '').length - last.join('').replace(/\D/g, '').length - 4;
  return `${[...last, `${'•'.repeat(Math.max(hidden, 3))}`].join(' ')}-${e164.slice(-4)}`;
};

/** The e-mail (main guest only) and the WhatsApp number a code can be sent to. */
export const destinationsOf = (fields: Fields): Destination[] => {
  const destinations: Destination[] = [];
  if (typeof fields.email === 'string' && fields.email.includes('@'))
    destinations.push({ channel: 'email', to: fields.email, masked: maskEmail(fields.email) });
  const phone = typeof fields.phone === 'string' ? normalizePhone(fields.phone) : null;
  if (phone) destinations.push({ channel: 'whatsapp', to: phone, masked: maskPhone(phone) });
  return destinations;
};
