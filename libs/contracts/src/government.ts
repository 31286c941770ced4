/** A CPF's situation in the Receita Federal's register (Serpro's Consulta CPF). */
export type CpfSituation = 'regular' | 'suspended' | 'deceased' | 'pending' | 'cancelled' | 'null';

/**
 * GET /api/stays/reservations/:id/cpf-checks: each guest's CPF against the register, a result
 * for the host and never a refusal (issue 32). off: no Serpro contract configured;
 * no-credits: skipped, the account's credits could not pay for it; not-found: the register
 * has no such CPF; failed: Serpro did not answer, `failure` says why (the worker tries it
 * again by itself, and POST …/cpf-checks/check-again tries it again at once).
 */
export type CpfCheckFailure = 'credentials' | 'busy' | 'no-answer';

export type GuestCpfCheck = {
  /** 'main' or an additional guest's key. */
  guest: string;
  status: 'checked' | 'off' | 'no-credits' | 'not-found' | 'failed';
  situation: CpfSituation | null;
  nameMatches: boolean | null;
  birthDateMatches: boolean | null;
  /** Why a failed check failed: our credentials refused (401/403), Serpro busy (429), else no answer. */
  failure: CpfCheckFailure | null;
  checkedAt: string;
};

export type ReservationCpfChecks = { configured: boolean; guests: GuestCpfCheck[] };

/** When a host's stays go to FNRH: on approval, or on the check-in day (issue 32). */
export const FNRH_TRIGGERS = ['approval', 'checkin'] as const;
export type FnrhTrigger = (typeof FNRH_TRIGGERS)[number];

/**
 * GET /api/fnrh/settings: a host's FNRH Digital opt-in. The API key is never answered, only
 * whether one is kept (`apiKeySet`).
 */
export type FnrhSettings = {
  enabled: boolean;
  trigger: FnrhTrigger;
  user: string;
  operatorCpf: string;
  apiKeySet: boolean;
};

/**
 * Why FNRH did not take a call, in words the host's language gives: unauthorized (user, key or
 * operator's CPF refused), validation (FNRH named the fields), minor-without-responsible,
 * missing-data (the form lacks what FNRH asks), unknown-code (a value FNRH's lists lack),
 * unreachable (no answer, tried again), refused (any other answer).
 */
export type FnrhFailureCode =
  | 'unauthorized'
  | 'validation'
  | 'minor-without-responsible'
  | 'missing-data'
  | 'unknown-code'
  | 'unreachable'
  | 'refused';

export type FnrhFailure = {
  code: FnrhFailureCode;
  /** FNRH's field paths (or ours, for missing data) with FNRH's own message when it gave one. */
  fields: { field: string; message: string | null }[];
  /** The HTTP status FNRH answered; null when it did not answer. */
  status: number | null;
  at: string;
};

/** POST /api/fnrh/settings/test: whether FNRH took the host's credentials. */
export type FnrhConnectionTest = { ok: boolean; failure: FnrhFailure | null };

/**
 * PUT /api/fnrh/settings: the settings kept and the check of the credentials made before
 * keeping them. Credentials FNRH refuses are not kept (400 on apiKey); when FNRH could not be
 * asked (no answer, a server error) they are kept and `connection.failure` says so. Null when
 * FNRH is turned off, which is never held up by FNRH.
 */
export type FnrhSettingsSaved = FnrhSettings & { connection: FnrhConnectionTest | null };

/**
 * Where a stay stands with FNRH (issue 32): off (the host is not on FNRH, nothing goes),
 * awaiting-approval (it goes once approved), awaiting-checkin (approved; it goes at `at`, the
 * check-in, as the host chose), queued (approved and due: the worker sends it in a moment),
 * sent (FNRH holds it), failed (the last attempt failed: `stay.failure` says why), cancelled
 * (cancelled before it was sent: nothing goes).
 */
export type FnrhProgress = {
  state:
    'off' | 'awaiting-approval' | 'awaiting-checkin' | 'queued' | 'sent' | 'failed' | 'cancelled';
  at: string | null;
};

/**
 * GET /api/stays/reservations/:id/fnrh: the stay as FNRH knows it. `stay` is null until the
 * worker first sends it; `failure` is the last one, kept until a later attempt succeeds.
 */
export type ReservationFnrh = {
  enabled: boolean;
  trigger: FnrhTrigger | null;
  /** Where the stay stands with FNRH now, which the host reads before any id. */
  progress: FnrhProgress;
  stay: {
    reservaId: string | null;
    precheckinLink: string | null;
    guests: { guest: string; hospedeId: string | null }[];
    checkedInAt: string | null;
    checkedOutAt: string | null;
    cancelledAt: string | null;
    failure: FnrhFailure | null;
    attempts: number;
    updatedAt: string;
  } | null;
};
