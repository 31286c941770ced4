import { biometricErasureOf, type BiometricErasure } from '@chegada/contracts';
import { useAccountDataRequestsQuery } from '../../api/review-api';

export type { BiometricErasure };

/**
 * Whose own deletion took their biometric data before the stay's end (issue 32 walk), by the
 * request's guest ('main' is the holder, else the companion's key): read from the account's
 * requests, as the host answers them.
 */
export const useBiometricErasure = (reservationId: string, skip: boolean) => {
  const { data, isFetching } = useAccountDataRequestsQuery(undefined, { skip });
  const erasureOf = (guest: string): BiometricErasure | null =>
    data
      ?.filter((one) => one.reservationId === reservationId && one.guest === guest)
      .map(biometricErasureOf)
      .find((erasure) => erasure !== null) ?? null;
  // Read (or failed, or skipped): whose data is being erased is known.
  return { erasureOf, settled: skip || !isFetching };
};
