import { sql } from 'kysely';
import type { DeletionOutcome, GuestDataField } from '@chegada/contracts';

/**
 * What was done: the copy e-mailed, what a deletion removed and kept, the fields the host
 * corrected (names only: the values are the form's, sealed there).
 */
export type RequestOutcome = {
  copySentAt?: string;
  deletion?: DeletionOutcome;
  /** When the host carried out a companion's deletion (issue 32). */
  erasedAt?: string;
  /**
   * What waited for the stay's end, erased `at` it: beside `deletion`, which stays as it was
   * answered (and e-mailed), never rewritten (issue 32 walk).
   */
  completed?: { at: string; deletion: DeletionOutcome };
  corrected?: { fields: GuestDataField[]; at: string };
  /** The host's note, which may quote the guest's data, erased with it (walk57). */
  answerErased?: boolean;
};

/**
 * A holder's deletion asked before the stay's end, which completes by itself then (walk58):
 * nothing for the host to answer, as SQL on personal_data_requests.
 */
export const SCHEDULED_BY_ITSELF = sql`guest = 'main' and kind = 'deletion' and coalesce(outcome -> 'deletion' -> 'kept', '[]'::jsonb) @> '[{"reason": "stayNotEnded"}]'::jsonb`;

/**
 * A deletion that removed the contact data: carried out in full, at once, or at the stay's end
 * beside what went first (walk59), as SQL on personal_data_requests.
 */
export const CARRIED_OUT_IN_FULL = sql<boolean>`coalesce(outcome -> 'completed' -> 'deletion', outcome -> 'deletion') -> 'removed' ? 'contact'`;
