import { useReservationQuery } from '../api/reservations-api';
import { useReservationDocumentsQuery } from '../api/review-api';
import { pendingOwnLinkGuests } from './review/guest-part';

/**
 * Before an approval: the names of the adults whose own-link part is still missing (the review
 * page's reads, fetched here when the approval starts from the list). `ready` once both came,
 * or either failed (the approval then goes on without the warning, as the server allows it).
 */
export const usePendingGuests = (id: string, enabled: boolean) => {
  const reservation = useReservationQuery(id, { skip: !enabled });
  const documents = useReservationDocumentsQuery(id, { skip: !enabled });
  const settled = (query: { isSuccess: boolean; isError: boolean }) =>
    query.isSuccess || query.isError;
  if (!enabled || !reservation.data || !documents.data)
    return { ready: !enabled || (settled(reservation) && settled(documents)), names: [] };
  const pending = pendingOwnLinkGuests(
    reservation.data.form.additionalGuests ?? [],
    documents.data.items,
    reservation.data.residence?.timeZone,
  );
  return { ready: true, names: pending.map((guest, index) => guest.name ?? String(index + 1)) };
};
