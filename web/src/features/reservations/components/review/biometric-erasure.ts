import { useAccountDataRequestsQuery } from '../../api/review-api';

/**
 * When the holder's own deletion took the biometric data sent until then (their selfie, the
 * liveness frames) before the stay's end, which keeps the rest until then (issue 32 walk): the
 * day it was confirmed, else null. Read from the account's requests, as the host answers them.
 */
export const useBiometricErasure = (reservationId: string, skip: boolean): string | null => {
  const { data } = useAccountDataRequestsQuery(undefined, { skip });
  const request = data?.find(
    (one) =>
      one.reservationId === reservationId &&
      one.kind === 'deletion' &&
      !one.companion &&
      one.deletion?.removed.includes('biometric'),
  );
  return request?.confirmedAt ?? null;
};
