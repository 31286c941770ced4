import { FormattedMessage, useIntl } from 'react-intl';
import type { HostDataRequestView } from '@chegada/contracts';
import { ACCOUNT_TIME_ZONE } from '../../../lib/i18n/format';

/** The day what waits for the stay's end goes: its checkout date (null: nothing waits). */
const restGoesOn = (request: HostDataRequestView): string | null =>
  request.completedAt
    ? null
    : (request.deletion?.kept.find(({ reason }) => reason === 'stayNotEnded')?.until ?? null);

/**
 * How a request was answered. A companion's erasure is the answer (issue 32): they were
 * e-mailed the outcome at the address they confirmed; what waits for the stay goes on its
 * checkout date, or when the host finishes the checkout, and they are e-mailed then that the
 * deletion is complete (CompletionEmails).
 */
export const Answered = ({ request }: { request: HostDataRequestView }) => {
  const intl = useIntl();
  if (!request.answeredAt || request.kind === 'copy') return null;
  // Brasília's days, as the rest of the page: where the retention rules count them too.
  const day = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeZone: ACCOUNT_TIME_ZONE });
  const date = day(request.answeredAt);
  const end = restGoesOn(request);
  return (
    <p>
      {request.answer ? (
        <FormattedMessage id="dataRequests.answered" values={{ date, answer: request.answer }} />
      ) : request.erasedAt && end ? (
        <FormattedMessage
          id="dataRequests.answeredByErasureDeferred"
          values={{ date, end: day(end) }}
        />
      ) : request.erasedAt ? (
        <FormattedMessage id="dataRequests.answeredByErasure" values={{ date }} />
      ) : (
        <FormattedMessage id="dataRequests.answeredRemoved" values={{ date }} />
      )}
    </p>
  );
};
