import { z } from 'zod';

/**
 * The identity checks (face match, liveness): models that ship in registry packages, run in
 * worker threads of the API process, never on a foreign provider.
 */
export const identityVariables = {
  IDENTITY_FACE_WORKERS: {
    description:
      'Worker threads running the face models, each with its own copy (≈ 400 MB of memory); ' +
      'checks queue for a free one.',
    schema: z.coerce.number().int().min(1).max(16).default(1),
  },
  IDENTITY_QUEUE_WAIT_MS: {
    description:
      'How long a check may wait for a free face worker; beyond it the API answers 503 with ' +
      'Retry-After.',
    schema: z.coerce.number().int().min(1).max(120_000).default(20_000),
  },
  FACE_MATCH_THRESHOLD: {
    description:
      'Similarity (0–1) from which the selfie and the document photo are called a match; ' +
      'the sample faces of one person score ≥ 0.77, of two people ≤ 0.56.',
    schema: z.coerce.number().min(0).max(1).default(0.7),
  },
  FACE_REVIEW_THRESHOLD: {
    description:
      'Similarity below FACE_MATCH_THRESHOLD from which the verdict is "review" rather than ' +
      '"no match"; either way the host decides, nothing is refused.',
    schema: z.coerce.number().min(0).max(1).default(0.5),
  },
  LIVENESS_MOVES: {
    description:
      'Comma-separated head moves a liveness challenge draws 2 or 3 from: turn-left, ' +
      'turn-right, look-up, look-down (all by default).',
    schema: z
      .string()
      .default('turn-left,turn-right,look-up,look-down')
      .transform((value) => value.split(',').map((move) => move.trim()))
      .pipe(
        z
          .array(z.enum(['turn-left', 'turn-right', 'look-up', 'look-down']))
          .min(2, 'must name at least two moves'),
      ),
  },
} satisfies Record<string, { description: string; schema: z.ZodType }>;

export const identityChecks = (config: {
  FACE_MATCH_THRESHOLD: number;
  FACE_REVIEW_THRESHOLD: number;
}): string[] =>
  config.FACE_REVIEW_THRESHOLD <= config.FACE_MATCH_THRESHOLD
    ? []
    : ['FACE_REVIEW_THRESHOLD: must not be above FACE_MATCH_THRESHOLD'];
