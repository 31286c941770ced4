import type {
  ComparedDocumentField,
  DocumentFieldReading,
  GuestIdentityCheck,
} from '@chegada/contracts';
import {
  guestDocumentOf,
  isValidCpf,
  normalizeCpf,
  writtenName,
  type GuestDocumentKind,
} from '@chegada/domain';
import type { MrzDocument } from '../document-reading/mrz-document';

/** What the guest typed of the fields a document reading can be compared with. */
export type TypedIdentity = {
  name: string | null;
  /** The number of the document the form asks (a CPF, a passport…) and its kind. */
  documentNumber: string | null;
  documentKind: GuestDocumentKind;
  birthDate: string | null;
};

type FormGuest = Record<string, unknown> & { key?: unknown };

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The main guest's (`main`) or a companion's typed identity in the form; null: no such guest. */
export const typedIdentityOf = (
  form: Record<string, unknown>,
  guest: string,
): TypedIdentity | null => {
  const companions = Array.isArray(form.additionalGuests)
    ? (form.additionalGuests as FormGuest[])
    : [];
  const typed = guest === 'main' ? form : companions.find((each) => each.key === guest);
  if (!typed) return null;
  const document = guestDocumentOf(typed);
  return {
    name: textOf(typed.name),
    documentNumber: document.number,
    documentKind: document.kind,
    birthDate: textOf(typed.birthDate),
  };
};

/** Upper case, without accents, words of letters and digits one space apart ("JOAO DA SILVA"). */
export const normalisedText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

const words = (value: string) => normalisedText(value).split(' ').sort().join(' ');

// An MRZ puts the surname first and a form the given names first: names compare by their
// words, in any order. Numbers compare by their letters and digits (punctuation aside).
const SAME: Record<ComparedDocumentField, (read: string, typed: string) => boolean> = {
  name: (read, typed) => words(read) === words(typed),
  documentNumber: (read, typed) =>
    normalisedText(read).replace(/ /g, '') === normalisedText(typed).replace(/ /g, ''),
  birthDate: (read, typed) => read === typed,
  cpf: (read, typed) => read.replace(/\D/g, '') === typed.replace(/\D/g, ''),
};

export const compared = (
  field: ComparedDocumentField,
  read: string | null,
  typed: string | null,
): DocumentFieldReading => ({
  field,
  read,
  typed,
  // A field missing on either side is shown, "not compared".
  matches: read !== null && typed !== null ? SAME[field](read, typed) : null,
});

export type DocumentReadingCheck = NonNullable<GuestIdentityCheck['documentReading']>;

/**
 * The number read, as the form's field it stands beside: a passport's passport number; the new
 * CIN's, which is the holder's CPF; another card's (a foreign identity card) none of the form's.
 */
const readNumberOf = (
  document: MrzDocument,
): { field: 'documentNumber' | 'cpf'; kind: GuestDocumentKind | null; read: string | null } => {
  const read = document.documentNumber;
  if (document.documentCode?.startsWith('P'))
    return { field: 'documentNumber', kind: 'passport', read };
  const cin = document.issuingState === 'BRA' && read !== null && isValidCpf(read);
  return cin
    ? { field: 'cpf', kind: 'cpf', read: normalizeCpf(read) }
    : { field: 'documentNumber', kind: null, read };
};

/**
 * The number read beside the number typed for the same kind of document, compared; beside
 * another kind (a Brazilian's passport, their CPF typed), nothing typed is shown nor compared.
 */
const numberVsTyped = (document: MrzDocument, typed: TypedIdentity | null) => {
  const { field, kind, read } = readNumberOf(document);
  const sameKind = kind !== null && typed?.documentKind === kind;
  return compared(field, read, sameKind ? typed.documentNumber : null);
};

/** The document as read against the form as typed, and whether it expired before `today`. */
export const readVsTyped = (
  document: MrzDocument,
  typed: TypedIdentity | null,
  { today, readAt }: { today: string; readAt: Date },
): DocumentReadingCheck => {
  // An MRZ's capitals shown as people write the name (as the guest was offered it).
  const read = [document.givenNames, document.surname].filter(Boolean).join(' ');
  const fields: DocumentFieldReading[] = [
    compared('name', read ? writtenName(read) : null, typed?.name ?? null),
    numberVsTyped(document, typed),
    compared('birthDate', document.birthDate, typed?.birthDate ?? null),
    { field: 'nationality', read: document.nationality, typed: null, matches: null },
    { field: 'expiryDate', read: document.expiryDate, typed: null, matches: null },
  ];
  return {
    source: 'mrz',
    fields,
    mismatches: fields.flatMap((each) =>
      each.matches === false ? [each.field as ComparedDocumentField] : [],
    ),
    checkDigitsValid: document.checkDigitsValid,
    expired: document.expiryDate !== null && document.expiryDate < today,
    readAt: readAt.toISOString(),
  };
};
