/** Head moves of a liveness challenge, the guest's own left and right (issue 29). */
export const LIVENESS_MOVES = ['turn-left', 'turn-right', 'look-up', 'look-down'] as const;
export type LivenessMove = (typeof LIVENESS_MOVES)[number];

/** Why a liveness check failed; the answer's message words it in the guest's language. */
export type LivenessFailure =
  'no-face' | 'move-not-made' | 'turned-the-other-way' | 'not-same-person';

/** POST /api/stays/guestForm/:id/liveness: a single-use session and its moves, in order. */
export type LivenessSession = {
  sessionId: string;
  challenge: LivenessMove[];
  expiresAt: string;
};

/**
 * GET /api/stays/guestForm/:id/liveness: the guest's check as the server has it. closedUntil
 * (ISO): the 5th failure closed it for 30 minutes, the selfie is an upload the host reviews.
 */
export type LivenessState = {
  closedUntil: string | null;
  attemptsLeft: number;
  /** A check of this guest passed: a reload shows the pass, not a new start. */
  passed: boolean;
  /** The reason of the latest failure still counted (last 30 minutes), to show it again. */
  lastFailure: LivenessFailure | null;
};

/**
 * POST …/liveness/:sessionId/check (multipart, `frames`: the straight-ahead frame, then one
 * per move): the verdict, the first failing frame (0 = the straight one) and attempts left.
 */
export type LivenessCheckAnswer = LivenessOutcome & { message: string };

export type LivenessOutcome =
  /** selfieKept: the straight-ahead frame became the guest's selfie (false once submitted). */
  | { passed: true; selfieKept?: boolean }
  | { passed: false; reason: LivenessFailure; frame: number; attemptsLeft: number };

/** What a document's MRZ says, offered to the guest to confirm; nothing fills a field alone. */
export type MrzDocument = {
  format: string;
  documentCode: string | null;
  documentNumber: string | null;
  surname: string | null;
  givenNames: string | null;
  nationality: string | null;
  issuingState: string | null;
  /** ISO dates (YYYY-MM-DD). */
  birthDate: string | null;
  expiryDate: string | null;
  sex: 'female' | 'male' | null;
  /** Every check digit right: the values were read as printed. */
  checkDigitsValid: boolean;
  /** The fields whose check digit (or format) failed: the guest should look at them twice. */
  invalidFields: string[];
  /** Expired on `today`. */
  expired: boolean;
};

/**
 * POST /api/stays/guestForm/:id/document-reading: what the guest's document photos say, for the
 * guest to confirm. `document`: the MRZ of a passport or CIN; `cpf` (###.###.###-##): the CPF
 * printed on an RG or a CNH, read from the text when no MRZ was found, its check digits right.
 */
export type DocumentReadingAnswer = { document: MrzDocument | null; cpf: string | null };

/** A picture the host's browser opens: a signed link of the caller, valid a few minutes. */
export type EvidenceImage = { url: string; expiresAt: string; mime: string };

/** The document fields a reading compares with what the guest typed. */
export const COMPARED_DOCUMENT_FIELDS = ['name', 'documentNumber', 'birthDate', 'cpf'] as const;
export type ComparedDocumentField = (typeof COMPARED_DOCUMENT_FIELDS)[number];

/** One field of the document: as read (its MRZ, or its text's CPF), as typed; `matches` null when not compared. */
export type DocumentFieldReading = {
  field: ComparedDocumentField | 'nationality' | 'expiryDate';
  read: string | null;
  typed: string | null;
  matches: boolean | null;
};

/** What the host reads of a guest's identity checks: results with their evidence, no verdict. */
export type GuestIdentityCheck = {
  /** 'main' or an additional guest's key. */
  guest: string;
  /**
   * The host asks no selfie (the account's `requireSelfie` off) and this guest sent none:
   * liveness and face match are not expected, and do not ask for review.
   */
  selfieNotAsked: boolean;
  liveness: {
    /** not-done: no check passed and none failed (no camera, or a selfie sent instead). */
    status: 'passed' | 'failed' | 'not-done';
    failedAttempts: number;
    lastFailure: LivenessFailure | null;
    checkedAt: string | null;
    /** The frames of the passing check, else of the latest failed one (straight ahead first). */
    frames: EvidenceImage[];
  };
  faceMatch: {
    verdict: 'match' | 'review' | 'no-match';
    similarity: number | null;
    reason: 'no-face-in-selfie' | 'no-face-in-document' | 'no-document-photo' | null;
    checkedAt: string;
    /** The two pictures compared: the selfie, and the document (a photo, or the digital PDF). */
    selfie: EvidenceImage | null;
    document: EvidenceImage | null;
  } | null;
  /** The anti-spoof model's score when the engine gives one: shown, never deciding. */
  antiSpoofScore: number | null;
  /** The guest's last document reading against what they typed; null: never read. */
  documentReading: {
    /** mrz: a passport's or CIN's MRZ; text: the CPF printed on an RG or a CNH. */
    source: 'mrz' | 'text';
    fields: DocumentFieldReading[];
    mismatches: ComparedDocumentField[];
    checkDigitsValid: boolean;
    expired: boolean;
    readAt: string;
  } | null;
  /**
   * Liveness not passed, the face match not "match", a field read unlike the one typed, or an
   * expired document: the host should look. A result to review, never a refusal.
   */
  needsReview: boolean;
};

/** GET /api/stays/reservations/:id/identity-checks. */
export type ReservationIdentityChecks = { guests: GuestIdentityCheck[]; needsReview: boolean };
