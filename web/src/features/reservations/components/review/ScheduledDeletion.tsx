import { scheduledDeletionEnd, type HostDataRequestView } from '@chegada/contracts';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { useAccountDataRequestsQuery } from '../../api/review-api';
import { ReviewTimeZone } from './review-time-zone';

/** The holder's deletion still waiting for the stay's end (walk58): the day it completes. */
const stayEndOf = (request: HostDataRequestView): string | null =>
  request.guest === 'main' ? scheduledDeletionEnd(request) : null;

/**
 * One line on the review (issue 32): who asked for her data to be deleted, and when, and the
 * day it completes by itself, keeping what the law keeps. Nothing while none waits.
 */
export const ScheduledDeletion = ({
  reservationId,
  guestName,
}: {
  reservationId: string;
  guestName: string | null;
}) => {
  const intl = useIntl();
  const timeZone = useContext(ReviewTimeZone);
  const { data } = useAccountDataRequestsQuery(undefined);
  const request = data?.find((one) => one.reservationId === reservationId && stayEndOf(one));
  const end = request ? stayEndOf(request) : null;
  if (!request || !end) return null;
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone });
  return (
    <p role="status" className="review-removal">
      {intl.formatMessage(
        { id: 'guestReview.removal.scheduled' },
        {
          name: request.guestName ?? guestName ?? '',
          asked: day(request.confirmedAt ?? request.requestedAt),
          end: day(end),
        },
      )}
    </p>
  );
};
