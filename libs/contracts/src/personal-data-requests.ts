import { string, type InferType } from 'yup';
import { GUEST_DOCUMENT_KINDS } from '@chegada/domain';
import {
  birthCertificate,
  calendarDate,
  choice,
  cpf,
  emailAddress,
  foreignDocument,
  phone,
  text,
} from './schemas/guest-form-fields';
import { guestLang, sentCode } from './schemas/import-previous-data.schema';
import { strictObject } from './schemas/scalar-fields';

/*
 * A guest's requests about their personal data (LGPD art. 18, issue 32): a copy, a correction,
 * a deletion, asked from the guest's own link and answered by the host.
 */

export const dataRequestKinds = ['copy', 'correction', 'deletion'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

/** unconfirmed: the code sent to the guest's e-mail is not proven yet. */
export type DataRequestStatus = 'unconfirmed' | 'open' | 'answered';

/** LGPD art. 19 II: a full answer within 15 days of the request. */
export const DATA_REQUEST_ANSWER_DAYS = 15;

/** How many of the account's requests wait for an answer: the menu's badge. */
export type OpenDataRequests = { open: number };

/** The longest correction a guest may describe, and the host's answer. */
export const DATA_REQUEST_TEXT_MAX = 2000;

/**
 * What was destroyed of the guest's data, and what is kept, why and until when. `fnrh`: the
 * stay's record in the government's national guest register, which FNRH keeps, not the host.
 */
export type DataPart = 'biometric' | 'contact' | 'documents' | 'form' | 'identity' | 'fnrh';
export type KeptReason = 'retention' | 'stayNotEnded' | 'governmentRegister';
export type KeptPart = {
  part: DataPart;
  reason: KeptReason;
  /** null: not ours to delete (the FNRH record). */
  until: string | null;
  /** The record's own id where it has one (FNRH's reservation id). */
  reference?: string | null;
};
export type DeletionOutcome = { removed: DataPart[]; kept: KeptPart[] };

/** One guest's identity as a deletion keeps it for the retention period (no contact, no file). */
export type KeptGuestIdentity = {
  /** Whose it is: 'main' or the companion's key on the form (absent on records kept before). */
  guest?: string;
  name: string | null;
  birthDate: string | null;
  nationality: string | null;
  document: { kind: string; number: string | null } | null;
};

/**
 * GET /api/stays/reservations/:id/personal-data-removal: the guest's deletion carried out, for
 * the host's review page: when, what went, and what is kept, why and until when, with the
 * identity kept (opened while its own key lasts; empty once it went too).
 */
export type PersonalDataRemovalView = {
  requestId: string;
  removedAt: string;
  removed: DataPart[];
  /** What waited for the stay's end and went then, and when (walk61); null: none did yet. */
  atStayEnd: { at: string; removed: DataPart[] } | null;
  kept: KeptPart[];
  keptGuests: KeptGuestIdentity[];
};

/** A request as the guest and the host see it (the host also sees whose it is). */
export type DataRequestView = {
  id: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  requestedAt: string;
  confirmedAt: string | null;
  /** confirmedAt + 15 days: the answer's deadline (art. 19). */
  dueAt: string | null;
  /** What the guest asked to correct; null once the data it names was removed. */
  correction: string | null;
  deletion: DeletionOutcome | null;
  /**
   * When the host carried out a companion's deletion (their biometric data went then, the rest
   * at the stay's end); null for the holder's, whose deletion runs when they confirm it.
   */
  erasedAt: string | null;
  /**
   * When what waited for the stay's end (documents, the rest of the form) was erased, after
   * the answer: `deletion` stays as it was answered; null while it waits, or if nothing did.
   */
  completedAt: string | null;
  /** When the copy was e-mailed to the confirmed address. */
  copySentAt: string | null;
  /** The guest's fields the host corrected for this request (names, never values), and when. */
  corrected: { fields: GuestDataField[]; at: string } | null;
  answer: string | null;
  /** The host's note was erased with the guest's data (a deletion's); absent: none was. */
  answerErased?: boolean;
  answeredAt: string | null;
};

export type HostDataRequestView = DataRequestView & {
  reservationId: string;
  /**
   * The name the guest typed (after a host's correction, the corrected one), else the
   * booking's; null once removed.
   */
  guestName: string | null;
  /**
   * An adult companion's request, from their own link: the address they typed, masked, which
   * the host answers at (and sends their copy to, POST …/:id/copy); null for the holder's.
   */
  companionEmail: string | null;
  /** An adult companion's own request (from their link), not the holder's. */
  companion: boolean;
  /** Whose request it is: 'main' (the holder) or the companion's key on the form. */
  guest: string;
  /**
   * A companion's place on the form (1: the first companion): what names them when nothing of
   * their name is kept ("Companion 2"); null or absent for the holder's, or when not known.
   */
  companionPlace?: number | null;
  residenceName: string | null;
  checkIn: string | null;
  checkOut: string | null;
};

/**
 * A guest's own deletion carried out before the stay's end (issue 32 walk): their biometric
 * data (selfie, liveness frames) went `at`; the rest goes at the stay's end, `until`.
 */
export type BiometricErasure = {
  at: string;
  until: string | null;
  /** When the rest went too (their CPF check with it); null while it waits (walk58). */
  done: string | null;
  /** Until when the identity the law keeps is kept apart (walk59); null: none is. */
  keptUntil: string | null;
};

/**
 * What a request erased of its guest's biometric data, and when the rest goes: the holder's
 * runs when they confirm it, a companion's when the host carries it out. null: none of it.
 */
export const biometricErasureOf = (request: DataRequestView): BiometricErasure | null => {
  const at = request.erasedAt ?? request.confirmedAt;
  if (request.kind !== 'deletion' || !request.deletion?.removed.includes('biometric') || !at)
    return null;
  const waiting = request.deletion.kept.find(({ reason }) => reason === 'stayNotEnded');
  // Once the rest went at the stay's end, nothing waits any more.
  return {
    at,
    until: request.completedAt ? null : (waiting?.until ?? null),
    done: request.completedAt ?? (waiting ? null : at),
    keptUntil: request.deletion.kept.find(({ part }) => part === 'identity')?.until ?? null,
  };
};

/** The day a (holder's) deletion asked before the stay's end completes by itself; else null. */
export const scheduledDeletionEnd = (request: DataRequestView): string | null =>
  request.kind === 'deletion' && request.status === 'open'
    ? (request.deletion?.kept.find(({ reason }) => reason === 'stayNotEnded')?.until ?? null)
    : null;

/** What asking answers: the request, and where the confirmation code went (masked). */
export type AskDataRequestAnswer = { request: DataRequestView; destination: string };

/** POST /api/stays/guestForm/:id/data-requests */
export const askDataRequestSchema = strictObject({
  kind: string().required('validation.required').oneOf(dataRequestKinds, 'validation.chooseOne'),
  correction: string()
    .trim()
    .max(DATA_REQUEST_TEXT_MAX, 'validation.maxLength')
    .when('kind', {
      is: 'correction',
      then: (schema) => schema.required('guestDataRequests.correctionRequired'),
      otherwise: (schema) => schema.optional(),
    }),
  /**
   * Where an adult companion, asking from their own link, wants the code and the copy: the
   * reservation's e-mail is the holder's (issue 32). The holder's requests ignore it.
   */
  email: string().trim().max(254, 'validation.maxLength').email('validation.email').optional(),
  lang: guestLang(),
});
export type AskDataRequest = InferType<typeof askDataRequestSchema>;

/** POST /api/stays/guestForm/:id/data-requests/:requestId/confirm */
export const confirmDataRequestSchema = strictObject({
  code: sentCode('guestDataRequests.codeRequired'),
  lang: guestLang(),
});
export type ConfirmDataRequest = InferType<typeof confirmDataRequestSchema>;

/** PUT /api/data-requests/:id/answer */
export const answerDataRequestSchema = strictObject({
  answer: string()
    .trim()
    .required('validation.required')
    .max(DATA_REQUEST_TEXT_MAX, 'validation.maxLength'),
});
export type AnswerDataRequest = InferType<typeof answerDataRequestSchema>;

/** The guest's personal fields a host may correct at the guest's request (LGPD art. 18 III). */
export const guestDataFields = ['name', 'birthDate', 'documentNumber', 'email', 'phone'] as const;
export type GuestDataField = (typeof guestDataFields)[number];

/**
 * GET /api/data-requests/:id/guest-data: the main guest's personal fields as the form holds
 * them; `documentKind` says which document the number is (a CPF, a foreigner's passport, …).
 */
export type GuestPersonalData = {
  name: string | null;
  birthDate: string | null;
  documentKind: (typeof GUEST_DOCUMENT_KINDS)[number];
  documentNumber: string | null;
  email: string | null;
  phone: string | null;
};

const documentNumberOf = (kind: string) => {
  if (kind === 'passport') return foreignDocument();
  if (kind === 'birthCertificate') return birthCertificate();
  return cpf();
};

/**
 * PUT /api/data-requests/:id/guest-data: the fields as corrected (a blank one is cleared); the
 * number checked as its kind's.
 */
export const correctGuestDataSchema = strictObject({
  name: text('submit', 120),
  birthDate: calendarDate('save'),
  documentKind: choice(GUEST_DOCUMENT_KINDS, 'validation.chooseOne').required(
    'validation.required',
  ),
  documentNumber: string().when('documentKind', ([kind]: unknown[]) =>
    documentNumberOf(String(kind)),
  ),
  email: emailAddress('save'),
  phone: phone('save'),
});
export type CorrectGuestData = InferType<typeof correctGuestDataSchema>;
