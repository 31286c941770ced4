import { ageOn, isCalendarDate } from './calendar-date';
import { MAIN_GUEST_MIN_AGE } from './guest-form-values';

/**
 * The identity document a guest gives (spec §5, issue 27): a CPF; a passport, RNE or CRNM for a
 * foreigner; and, for a companion under 12, a birth certificate or a passport instead of a CPF.
 */
export const GUEST_DOCUMENT_KINDS = ['cpf', 'birthCertificate', 'passport'] as const;
export type GuestDocumentKind = (typeof GUEST_DOCUMENT_KINDS)[number];

/** Under this age on the check-in date a companion may give another document than a CPF. */
export const CPF_OPTIONAL_UNDER = 12;

/** A guest as the form keeps them: the holder's flag is isForeign, a companion's foreign. */
type Identity = { isForeign?: unknown; foreign?: unknown; documentKind?: unknown };

const isKind = (value: unknown): value is GuestDocumentKind =>
  (GUEST_DOCUMENT_KINDS as readonly unknown[]).includes(value);

/**
 * Which document the guest's number is: a foreigner's is always their passport (or RNE), a
 * Brazilian's a CPF unless another kind was chosen (a child's).
 */
export const guestDocumentKindOf = (guest: Identity): GuestDocumentKind => {
  if (guest.isForeign === true || guest.foreign === true) return 'passport';
  return isKind(guest.documentKind) ? guest.documentKind : 'cpf';
};

/** The field that holds each kind's number. */
export const GUEST_DOCUMENT_FIELDS: Record<GuestDocumentKind, string> = {
  cpf: 'cpf',
  birthCertificate: 'birthCertificate',
  passport: 'passport',
};

/** The guest's document: its kind and the number given for it, if any. */
export const guestDocumentOf = (
  guest: Identity & Record<string, unknown>,
): { kind: GuestDocumentKind; number: string | null } => {
  const kind = guestDocumentKindOf(guest);
  const number = guest[GUEST_DOCUMENT_FIELDS[kind]];
  return { kind, number: typeof number === 'string' && number !== '' ? number : null };
};

/**
 * Whether someone born on `birthDate` may give a document other than a CPF, on `checkIn`: born
 * by then, and not yet 12.
 */
export const mayGoWithoutCpf = (birthDate: string, checkIn: string): boolean =>
  isCalendarDate(birthDate) &&
  birthDate <= checkIn &&
  ageOn(birthDate, checkIn) < CPF_OPTIONAL_UNDER;

/**
 * A companion under 18 on the check-in day (`checkIn`, YYYY-MM-DD), whose terms and image
 * consent the main guest gives (issue 27): by their birth date when it is known (not masked),
 * else as the main guest ticked them a child.
 */
export const isMinorOn = (
  guest: { birthDate?: unknown; isChild?: unknown },
  checkIn: string,
): boolean =>
  typeof guest.birthDate === 'string' && isCalendarDate(guest.birthDate)
    ? ageOn(guest.birthDate, checkIn) < MAIN_GUEST_MIN_AGE
    : guest.isChild === true;
