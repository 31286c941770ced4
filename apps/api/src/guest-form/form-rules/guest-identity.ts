import { BRAZILIAN_STATES, isBrazil } from '@chegada/domain';
import type { GuestFormFields } from './guest-form-state';

export type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const present = (fields: Fields): Fields =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  );

// Who the guest is and how to reach them; never the stay itself (dates, counts, vehicles,
// purpose, terms): those belong to the new reservation.
export const MAIN_GUEST_FIELDS = [
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
 * An earlier address as today's rules take it: a Brazilian one's state typed in full before it
 * was a list of UFs ('Pernambuco') is left for the guest to pick, not refused with the import.
 */
const importableAddress = (address: unknown): unknown => {
  if (!isRecord(address)) return address;
  const { state, ...rest } = address;
  const brazilian = typeof address.country !== 'string' || isBrazil(address.country);
  const unlisted =
    typeof state === 'string' && !(BRAZILIAN_STATES as readonly string[]).includes(state);
  return brazilian && unlisted ? rest : address;
};

/**
 * The identity, contact and address fields of one guest of an earlier form, named as the main
 * guest's fields of a form; null when the guest is not (or no longer) in it.
 */
export const importableFieldsOf = (form: GuestFormFields, guest: string): Fields | null => {
  if (guest === 'main') {
    const picked = present({
      ...Object.fromEntries(MAIN_GUEST_FIELDS.map((key) => [key, form[key]])),
      address: importableAddress(form.address),
    });
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
