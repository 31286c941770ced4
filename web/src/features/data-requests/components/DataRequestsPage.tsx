import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { scheduledDeletionEnd, type HostDataRequestView } from '@chegada/contracts';
import {
  DeletionOutcome,
  deletionAsItStands,
} from '../../../components/data-requests/DeletionOutcome';
import { useRestAtStayEnd } from '../../../components/data-requests/rest-at-stay-end';
import { AccountZoneNote, LoadProblem, Page, StatusBadge } from '../../../components/ui';
import { ACCOUNT_TIME_ZONE } from '../../../lib/i18n/format';
import { useDataRequestsQuery } from '../api/data-requests-api';
import { Answered } from './Answered';
import { AnswerForm } from './AnswerForm';
import { CorrectionForm } from './CorrectionForm';
import { EraseCompanionButton } from './EraseCompanionButton';
import { companionCopyHolds, SendCopyButton } from './SendCopyButton';
import '../../../components/form/form.css';
import '../../../components/ui/ui.css';
import './data-requests.css';

const DAY_MS = 24 * 60 * 60 * 1000;

// Every date here in Brasília's zone, as the guest's page and the e-mails give them, wherever
// the host's browser is: else a request could read answered the day before it was asked (walk59).
const timeZone = ACCOUNT_TIME_ZONE;

/** A holder's deletion waiting for the stay's end: nothing to answer; the day it completes. */
const scheduledEnd = (request: HostDataRequestView): string | null =>
  request.companion ? null : scheduledDeletionEnd(request);

/** The art. 19 deadline: the date, and the days left (or that it went by). */
const Deadline = ({ dueAt, now }: { dueAt: string; now: number }) => {
  const intl = useIntl();
  const date = intl.formatDate(dueAt, { dateStyle: 'medium', timeZone });
  const days = Math.ceil((new Date(dueAt).getTime() - now) / DAY_MS);
  return days < 0 ? (
    <StatusBadge tone="danger">
      <FormattedMessage id="dataRequests.overdue" values={{ date }} />
    </StatusBadge>
  ) : (
    <StatusBadge tone={days <= 3 ? 'warning' : 'info'}>
      <FormattedMessage id="dataRequests.due" values={{ date, days }} />
    </StatusBadge>
  );
};

/** `all`: every request listed, where the companion's own deletion says what their copy holds. */
const RequestCard = ({
  request,
  all,
  now,
}: {
  request: HostDataRequestView;
  all: readonly HostDataRequestView[];
  now: number;
}) => {
  const intl = useIntl();
  const restAtStayEnd = useRestAtStayEnd();
  const deletion = deletionAsItStands(request);
  const day = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeZone }) : '-';
  const scheduled = scheduledEnd(request);
  const status = scheduled ? 'scheduled' : request.status;
  return (
    <li className="data-requests-card" aria-labelledby={`data-request-${request.id}`}>
      <h2 id={`data-request-${request.id}`}>
        <FormattedMessage id={`guestDataRequests.kind.${request.kind}`} />
        {' · '}
        {request.guestName ??
          (request.companionPlace
            ? intl.formatMessage(
                { id: 'dataRequests.companionNumber' },
                { number: request.companionPlace },
              )
            : intl.formatMessage({ id: 'dataRequests.guestRemoved' }))}
      </h2>
      <p className="data-requests-meta">
        <StatusBadge
          tone={status === 'open' ? 'warning' : status === 'scheduled' ? 'info' : 'success'}
        >
          <FormattedMessage id={`dataRequests.status.${status}`} />
        </StatusBadge>
        {status === 'open' && request.dueAt ? <Deadline dueAt={request.dueAt} now={now} /> : null}
      </p>
      <p>
        <FormattedMessage
          id="dataRequests.stay"
          values={{
            property: request.residenceName ?? '-',
            checkIn: day(request.checkIn),
            checkOut: day(request.checkOut),
          }}
        />
        {' · '}
        <FormattedMessage
          id="dataRequests.requestedAt"
          values={{ date: day(request.requestedAt) }}
        />
      </p>
      {/* The stay is still there after a deletion (what is kept shows on it, issue 32). */}
      <p>
        <Link to={`/u/guest/${request.reservationId}`}>
          <FormattedMessage id="dataRequests.openReservation" />
        </Link>
      </p>
      {/* Asked from their own link, said after their address went too (issue 32). */}
      {request.companionEmail ? (
        <p>
          <FormattedMessage
            id="dataRequests.companionAsked"
            values={{ email: request.companionEmail }}
          />
        </p>
      ) : request.companion ? (
        <p>
          <FormattedMessage id="dataRequests.companionAskedOwnLink" />
        </p>
      ) : null}
      {request.correction ? (
        <p>
          <FormattedMessage id="dataRequests.correction" values={{ text: request.correction }} />
        </p>
      ) : null}
      {request.corrected ? (
        <p>
          <FormattedMessage
            id="dataRequests.corrected"
            values={{
              date: day(request.corrected.at),
              fields: intl.formatList(
                request.corrected.fields.map((field) =>
                  intl.formatMessage({ id: `dataRequests.field.${field}` }),
                ),
              ),
            }}
          />
        </p>
      ) : null}
      {request.kind === 'correction' && request.status === 'open' && request.guestName ? (
        <CorrectionForm id={request.id} />
      ) : null}
      {request.copySentAt ? (
        <p>
          <FormattedMessage id="dataRequests.copySent" values={{ date: day(request.copySentAt) }} />
        </p>
      ) : null}
      {request.kind === 'copy' && request.status === 'open' && request.companionEmail ? (
        <SendCopyButton
          id={request.id}
          email={request.companionEmail}
          holds={companionCopyHolds(request, all)}
        />
      ) : null}
      {request.kind === 'deletion' &&
      request.status === 'open' &&
      request.companion &&
      !request.deletion ? (
        <EraseCompanionButton id={request.id} name={request.guestName} />
      ) : null}
      {/* As it stands, what went later dated in it: the guest's page's words (walk62). */}
      {deletion ? <DeletionOutcome outcome={deletion} atStayEnd={restAtStayEnd(request)} /> : null}
      {scheduled ? (
        <p>
          <FormattedMessage
            id="dataRequests.scheduled"
            values={{
              date: intl.formatDate(scheduled, { dateStyle: 'long', timeZone }),
            }}
          />
        </p>
      ) : null}
      {request.completedAt && request.companion ? (
        <p>
          <FormattedMessage id="dataRequests.completedAtEndEmailed" />
        </p>
      ) : null}
      <Answered request={request} />
      {status === 'open' ? <AnswerForm id={request.id} /> : null}
    </li>
  );
};

/** /u/data-requests: the guests' requests about their data, open ones first, by deadline. */
export const DataRequestsPage = () => {
  const intl = useIntl();
  const { data, error, isLoading } = useDataRequestsQuery();
  // The days left are counted from when the page opened.
  const [now] = useState(() => Date.now());
  return (
    <Page titleId="route.dataRequests" introId="dataRequests.intro" className="data-requests-page">
      <AccountZoneNote />
      {isLoading && <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>}
      {error && <LoadProblem messageId="dataRequests.loadFailed" error={error} />}
      {data?.length === 0 ? (
        <p>
          <FormattedMessage id="dataRequests.none" />
        </p>
      ) : null}
      <ul className="data-requests-list">
        {data?.map((request) => (
          <RequestCard key={request.id} request={request} all={data} now={now} />
        ))}
      </ul>
    </Page>
  );
};
