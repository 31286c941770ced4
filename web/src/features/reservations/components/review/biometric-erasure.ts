import { useAccountDataRequestsQuery } from '../../api/review-api';

/**
 * A guest's own deletion carried out before the stay's end (issue 32 walk): their biometric
 * data (selfie, liveness frames) went on `at`, the day it was carried out; the rest goes at the
 * stay's end, `until` (null once it went too).
 */
export type BiometricErasure = { at: string; until: string | null };

/**
 * Whose biometric data a deletion took, by the request's guest ('main' is the holder, else the
 * companion's key): read from the account's requests, as the host answers them.
 */
export const useBiometricErasure = (reservationId: string, skip: boolean) => {
  const { data, isFetching } = useAccountDataRequestsQuery(undefined, { skip });
  const erasureOf = (guest: string): BiometricErasure | null => {
    const request = data?.find(
      (one) =>
        one.reservationId === reservationId &&
        one.kind === 'deletion' &&
        one.guest === guest &&
        one.deletion?.removed.includes('biometric'),
    );
    // The holder's runs when they confirm it; a companion's when the host carries it out.
    const at = request?.erasedAt ?? request?.confirmedAt;
    if (!request || !at) return null;
    const waiting = request.deletion?.kept.find(({ reason }) => reason === 'stayNotEnded');
    return { at, until: waiting?.until ?? null };
  };
  // Read (or failed, or skipped): whose data is being erased is known.
  return { erasureOf, settled: skip || !isFetching };
};
