import { faceMatchSummary, type GuestEvidence } from '../../identity';

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

/** `erasedAt`: their biometric data erased at their request then (its records went with it). */
const livenessOf = (liveness: GuestEvidence['liveness'], erasedAt: Date | null | undefined) => ({
  status: liveness?.passed
    ? ('passed' as const)
    : liveness
      ? ('failed' as const)
      : erasedAt
        ? ('erased' as const)
        : ('not-done' as const),
  failedAttempts: liveness?.failedAttempts ?? 0,
  lastFailure: liveness?.lastFailure ?? null,
  checkedAt: iso(liveness?.checkedAt),
  ...(erasedAt ? { erasedAt: erasedAt.toISOString() } : {}),
});

/** A guest's identity checks as their copy lists them. */
export const identityCheckOf = (
  { guest, liveness, match, documentReading }: GuestEvidence,
  erasedAt?: Date | null,
) => ({
  guest,
  liveness: livenessOf(liveness, erasedAt),
  faceMatch: match ? faceMatchSummary(match) : null,
  documentReading: documentReading && {
    source: documentReading.source,
    expired: documentReading.expired,
    mismatches: [...documentReading.mismatches],
    fields: documentReading.fields.map(({ field, read, matches }) => ({ field, read, matches })),
  },
});
