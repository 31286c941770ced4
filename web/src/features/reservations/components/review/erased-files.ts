import type { PersonalDataRemovalView } from '@chegada/contracts';
import { useIntl } from 'react-intl';
import type { ReservationDetails } from '../../api/reservation-types';

/**
 * What the review says where a guest's files were, once the stay's personal data is erased
 * (issue 32 walk): erased, why and when, never "not sent yet". `removal`: the guest's own
 * deletion, when there was one; else the removal the page carries (retention or the host's).
 */
export const useErasedFilesNote = (
  reservation: Pick<ReservationDetails, 'sensitiveDataRemoved' | 'dataRemoval'>,
  removal: Pick<PersonalDataRemovalView, 'removedAt'> | null,
  timeZone: string,
): string | undefined => {
  const intl = useIntl();
  if (!reservation.sensitiveDataRemoved) return undefined;
  const cause = removal ? 'guest' : reservation.dataRemoval?.cause;
  const at = removal?.removedAt ?? reservation.dataRemoval?.at;
  if (!cause || !at) return intl.formatMessage({ id: 'guestReview.filesErased' });
  return intl.formatMessage(
    { id: `guestReview.filesErasedBy.${cause}` },
    { date: intl.formatDate(at, { dateStyle: 'long', timeZone }) },
  );
};
