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
 * POST …/liveness/:sessionId/check (multipart, `frames`: the straight-ahead frame, then one
 * per move): the verdict, the first failing frame (0 = the straight one) and attempts left.
 */
export type LivenessCheckAnswer = LivenessOutcome & { message: string };

export type LivenessOutcome =
  /** selfieKept: the straight-ahead frame became the guest's selfie (false once submitted). */
  | { passed: true; selfieKept?: boolean }
  | { passed: false; reason: LivenessFailure; frame: number; attemptsLeft: number };

/** What the host reads of a guest's identity checks: results with their evidence, no verdict. */
export type GuestIdentityCheck = {
  /** 'main' or an additional guest's key. */
  guest: string;
  liveness: {
    /** not-done: no check passed and none failed (no camera, or a selfie sent instead). */
    status: 'passed' | 'failed' | 'not-done';
    failedAttempts: number;
    lastFailure: LivenessFailure | null;
    checkedAt: string | null;
  };
  faceMatch: {
    verdict: 'match' | 'review' | 'no-match';
    similarity: number | null;
    reason: 'no-face-in-selfie' | 'no-face-in-document' | 'no-document-photo' | null;
    checkedAt: string;
  } | null;
};

/** GET /api/stays/reservations/:id/identity-checks. */
export type ReservationIdentityChecks = { guests: GuestIdentityCheck[] };
