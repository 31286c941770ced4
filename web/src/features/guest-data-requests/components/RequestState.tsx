import { FormattedMessage, useIntl } from 'react-intl';
import { scheduledDeletionEnd, type DataPart, type DataRequestView } from '@chegada/contracts';

// Where the retention rules count days, as her e-mails and the host's list date them.
const BRASILIA = 'America/Sao_Paulo';

/** What waits for the stay's end when a deletion is asked before it, in the outcome's order. */
const WAITING_PARTS: readonly DataPart[] = ['contact', 'documents', 'form'];

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

/**
 * What went at the stay's end, and on which day (walk59), to say beside what went at once: the
 * parts that waited for it, as her "deletion complete" e-mail lists them.
 */
export const useRestAtStayEnd = () => {
  const intl = useIntl();
  return (request: DataRequestView): string | null => {
    if (!request.completedAt || !request.deletion) return null;
    const atOnce = request.deletion.removed;
    const parts = WAITING_PARTS.filter((part) => !atOnce.includes(part)).map((part) =>
      intl.formatMessage({ id: `guestDataRequests.part.${part}` }, { reference: '' }),
    );
    if (parts.length === 0) return null;
    return intl.formatMessage(
      { id: 'guestDataRequests.removedAtStayEnd' },
      {
        date: intl.formatDate(request.completedAt, { dateStyle: 'long', timeZone: BRASILIA }),
        parts: intl.formatList(parts),
      },
    );
  };
};
