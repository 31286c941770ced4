import { FormattedMessage, useIntl } from 'react-intl';
import { scheduledDeletionEnd, type DataRequestView } from '@chegada/contracts';
// Where the retention rules count days, as her e-mails and the host's list date them.
import { ACCOUNT_TIME_ZONE as BRASILIA } from '../../../lib/i18n/format';

/** The day a deletion was done in full: at the stay's end, or at once when it was carried out. */
const completedOn = (request: DataRequestView): string | null => {
  if (request.kind !== 'deletion' || !request.deletion) return null;
  if (request.completedAt) return request.completedAt;
  const waits = request.deletion.kept.some(({ reason }) => reason === 'stayNotEnded');
  return request.status === 'answered' && !waits
    ? (request.erasedAt ?? request.answeredAt ?? request.confirmedAt)
    : null;
};

/** The request's state beside its kind: a scheduled deletion is no open question for the host. */
export const RequestStatus = ({ request }: { request: DataRequestView }) => {
  const status = scheduledDeletionEnd(request) ? 'scheduled' : request.status;
  return (
    <span className={`data-request-status ${status}`}>
      <FormattedMessage id={`guest.dataRequests.status.${status}`} />
    </span>
  );
};

/** When it was asked, and when it is answered by, completes by itself, or completed. */
export const RequestDates = ({ request }: { request: DataRequestView }) => {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: BRASILIA });
  const line = (id: string, iso: string) => ` · ${intl.formatMessage({ id }, { date: date(iso) })}`;
  const scheduled = scheduledDeletionEnd(request);
  const completed = completedOn(request);
  return (
    <p>
      {intl.formatMessage(
        { id: 'guest.dataRequests.requestedAt' },
        { date: date(request.requestedAt) },
      )}
      {scheduled
        ? line('guest.dataRequests.scheduled', scheduled)
        : request.dueAt && request.status === 'open'
          ? line('guest.dataRequests.dueAt', request.dueAt)
          : null}
      {completed ? line('guest.dataRequests.completedOn', completed) : null}
    </p>
  );
};

// What went at the stay's end, and on which day (walk59): one line for her page, the review and
// /u/data-requests alike.
export { useRestAtStayEnd } from '../../../components/data-requests/rest-at-stay-end';
