import { usePhoneChecks } from '../../../lib/phone/use-phone-checks';
import { useReservationQuery } from '../api/reservations-api';
import { useReservationDocumentsQuery } from '../api/review-api';
import { useBiometricErasure } from './review/biometric-erasure';
import { pendingOwnLinkGuests } from './review/guest-part';

/**
 * Before an approval: the names of the adults whose own-link part is still missing (the review
 * page's reads, fetched here when the approval starts from the list, and the phone checks the
 * parts are judged with). `ready` once all came, or any failed (the approval then goes on
 * without the warning, as the server allows it).
 */
export const usePendingGuests = (id: string, enabled: boolean) => {
  const reservation = useReservationQuery(id, { skip: !enabled });
  const documents = useReservationDocumentsQuery(id, { skip: !enabled });
  const phoneChecks = usePhoneChecks(enabled);
  // A companion whose data is being erased at their own request misses nothing (issue 32 walk).
  const erasures = useBiometricErasure(id, !enabled);
  const failed = reservation.isError || documents.isError || phoneChecks === 'failed';
  if (!enabled || failed) return { ready: true, names: [] };
  if (!reservation.data || !documents.data || phoneChecks !== 'ready' || !erasures.settled)
    return { ready: false, names: [] };
  const pending = pendingOwnLinkGuests(
    (reservation.data.form.additionalGuests ?? []).filter(
      (guest) => !guest.key || !erasures.erasureOf(guest.key),
    ),
    documents.data.items,
    reservation.data.residence?.timeZone,
    reservation.data.requireSelfie,
  );
  return { ready: true, names: pending.map((guest, index) => guest.name ?? String(index + 1)) };
};
