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
  | { passed: true }
  | { passed: false; reason: LivenessFailure; frame: number; attemptsLeft: number };
