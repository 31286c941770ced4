type Row = Record<string, unknown>;

/** One guest's identity checks as recorded: verdicts, never a picture or a descriptor. */
export type IdentityCheckCopy = {
  guest: string;
  liveness: {
    /** erased: their biometric data erased at their request on `erasedAt`, its records too. */
    status: 'passed' | 'failed' | 'not-done' | 'erased';
    failedAttempts: number;
    lastFailure: string | null;
    checkedAt: string | null;
    erasedAt?: string;
  };
  faceMatch: {
    verdict: string;
    similarity: number | null;
    reason: string | null;
    checkedAt: string;
  } | null;
  documentReading: {
    source: string;
    expired: boolean;
    mismatches: string[];
    fields: Array<{ field: string; read: string | null; matches: boolean | null }>;
  } | null;
};

/**
 * Everything held about the guest of one reservation (LGPD art. 18 II and V): what the host
 * typed, the form as the guest left it, the files, consents, who viewed the documents, the
 * messages sent, the guest's own requests, the CPF check against the Receita's register, the
 * stay's ids in FNRH, the identity checks' verdicts and the link's access log. Values, never
 * keys or ciphertext; the stay's status in the guest's language.
 */
export type GuestDataCopy = {
  generatedAt: string;
  controller: { name: string; phone: string; email: string | null; website: string | null };
  stay: {
    reservationId: string;
    property: string;
    address: string;
    checkIn: string;
    checkOut: string;
    status: string;
    source: string | null;
  };
  /** What the host typed creating the reservation: the holder's; null in a companion's copy. */
  enteredByHost: { name: string | null; email: string | null; phone: string | null } | null;
  /** The companions' part of `form`: see holder-scope.ts. */
  form: Row;
  /** What the copy holds of the other guests, and how they get their own, in words. */
  aboutOtherGuests: string;
  files: Array<{
    guest: string;
    kind: string;
    mime: string;
    bytes: number;
    sha256: string;
    uploadedAt: string;
  }>;
  consents: Array<{ guest: string; kind: string; termsVersion: string; acceptedAt: string }>;
  documentViews: Array<{ kind: string | null; viewer: string | null; viewedAt: string }>;
  messages: Array<{
    channel: string;
    template: string;
    destination: string;
    status: string;
    attemptedAt: string;
  }>;
  requests: Array<{
    kind: string;
    status: string;
    requestedAt: string;
    answer: string | null;
    answeredAt: string | null;
  }>;
  cpfChecks: Array<{
    guest: string;
    status: string;
    situation: string | null;
    nameMatches: boolean | null;
    birthDateMatches: boolean | null;
    checkedAt: string;
  }>;
  /** null: the stay was never sent to FNRH. */
  fnrh: {
    fnrhReservationId: string | null;
    guests: Array<{ guest: string; fnrhGuestId: string }>;
    precheckinLink: string | null;
    checkedInAt: string | null;
    checkedOutAt: string | null;
    cancelledAt: string | null;
  } | null;
  identityChecks: IdentityCheckCopy[];
  accessLog: Array<{ guest: string; ip: string; firstAt: string; lastAt: string }>;
};
