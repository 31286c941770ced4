import { dateInBrazil } from '../../retention';
import type { DataRequestRow } from '../personal-data-requests.repository';
import { companionsOf } from '@chegada/domain';

type Guest = Record<string, unknown>;

/** What is still held of a companion erased at their request, and since when it was erased. */
export type ErasedCompanion = {
  /** Their kept identity (name, document, birth date, nationality) without the form's key. */
  kept: Guest;
  keptUntil: Date | null;
  /** When their biometric data went: their deletion's answer. */
  erasedAt: Date | null;
};

/** Whether this companion's entry of the form was erased at their request. */
export const isErasedCompanion = (form: Guest, guest: string): boolean =>
  guest !== 'main' &&
  companionsOf(form).some((companion) => companion.key === guest && companion.dataErased === true);

/** The moment their deletion took the biometric data: the host's erasure, or its answer. */
export const erasureDateOf = (requests: readonly DataRequestRow[]): Date | null => {
  const erasure = requests.find(
    (request) =>
      request.kind === 'deletion' &&
      request.status === 'answered' &&
      (request.outcome?.deletion?.removed.includes('biometric') ?? true),
  );
  const at = erasure?.outcome?.erasedAt;
  return at ? new Date(at) : (erasure?.answered_at ?? null);
};

/**
 * An erased companion's entry as their copy shows it (issue 32 walk): said to be erased, with
 * what the host must keep and until when (a copy is everything held about them).
 */
export const erasedEntryOf = ({ kept, keptUntil }: ErasedCompanion): Guest => {
  const { key: _key, ...part } = kept;
  return { dataErased: true, ...part, keptUntil: keptUntil?.toISOString() ?? null };
};

/** The form with the erased companion's entry as kept, so their records carry their name. */
export const withKeptEntry = (form: Guest, guest: string, kept: Guest): Guest => ({
  ...form,
  additionalGuests: companionsOf(form).map((companion) =>
    companion.key === guest ? { ...kept, key: guest } : companion,
  ),
});

/**
 * The form with each companion erased at their request marked with the day it was (in
 * Brasília), from their own requests by key: the holder's copy says so rather than a blank name.
 */
export const withErasureDays = (
  form: Guest,
  requestsOf: ReadonlyMap<string, readonly DataRequestRow[]>,
): Guest => {
  if (!Array.isArray(form.additionalGuests)) return form;
  return {
    ...form,
    additionalGuests: companionsOf(form).map((companion) => {
      const requests = typeof companion.key === 'string' ? requestsOf.get(companion.key) : null;
      const at = companion.dataErased === true && requests ? erasureDateOf(requests) : null;
      return at ? { ...companion, erasedOn: dateInBrazil(at) } : companion;
    }),
  };
};
