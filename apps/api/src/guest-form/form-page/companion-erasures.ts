import type { ExistingReservation } from '@chegada/domain';
import type { ReservationStreamReader } from '../../reservation-stream';

/**
 * When each companion erased at their own request was (issue 32), by their key: the host's
 * erasure, whose first event is their contact's before the stay's end (CompanionContactErased)
 * or their whole entry's after it (CompanionDataErased). The stream is read only when one was.
 */
export const companionErasuresOf = async (
  reader: ReservationStreamReader,
  reservation: ExistingReservation,
): Promise<Record<string, string>> => {
  if (reservation.erasedCompanions.length === 0) return {};
  const events = await reader.read(reservation.reservationId, 'left out');
  const erasedAt: Record<string, string> = {};
  for (const event of events)
    if (event.type === 'CompanionContactErased' || event.type === 'CompanionDataErased')
      erasedAt[event.data.guestKey] ??= event.metadata.occurredAt;
  return erasedAt;
};
