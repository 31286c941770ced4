import { FormattedMessage, useIntl } from 'react-intl';
import { guestLinkPath, holdsDeletion, type DataRequestView } from '@chegada/contracts';
import {
  DeletionOutcome,
  deletionAsItStands,
} from '../../../components/data-requests/DeletionOutcome';
import { Loading } from '../../../components/layout/Loading';
import { LoadProblem } from '../../../components/ui';
import { useCompanyInfoQuery } from '../../../lib/api/company-info-api';
import { useResidenceLanguages } from '../../../lib/i18n/residence-languages';
import { useGuestDataRequestsQuery, type PrivacyLink } from '../api/guest-data-requests-api';
import { AskDataRequest } from './AskDataRequest';
import { ErasedHolderNotice, holderContactErased } from './ErasedHolderNotice';
import { RequestDates, RequestStatus, useRestAtStayEnd } from './RequestState';
import '../../../components/form/form.css';
import './guest-data-requests.css';

const useDate = () => {
  const intl = useIntl();
  return (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'America/Sao_Paulo' });
};

/**
 * The answer's line: a deletion's is the outcome shown above, what went and, before the
 * stay's end, what waits for it; a note is said erased with the data only if there was one
 * (walk57: the host who erased a companion's data at once wrote none).
 */
const answerMessageId = (request: DataRequestView, waits: boolean): string => {
  if (request.answer) return 'guest.dataRequests.answer';
  if (!request.deletion) return 'guest.dataRequests.answerRemoved';
  if (request.answerErased) return 'guest.dataRequests.deletionNoteErased';
  return waits ? 'guest.dataRequests.deletionAnsweredWaits' : 'guest.dataRequests.deletionAnswered';
};

const RequestItem = ({ request }: { request: DataRequestView }) => {
  const intl = useIntl();
  const date = useDate();
  const restAtStayEnd = useRestAtStayEnd();
  const deletion = deletionAsItStands(request);
  const waits = deletion?.kept.some(({ reason }) => reason === 'stayNotEnded') ?? false;
  return (
    <li className="data-request">
      <p className="data-request-heading">
        <strong>
          <FormattedMessage id={`guestDataRequests.kind.${request.kind}`} />
        </strong>{' '}
        <RequestStatus request={request} />
      </p>
      <RequestDates request={request} />
      {request.correction ? <blockquote>{request.correction}</blockquote> : null}
      {request.copySentAt ? (
        <p>
          <FormattedMessage
            id="guest.dataRequests.copySent"
            values={{ date: date(request.copySentAt) }}
          />
        </p>
      ) : null}
      {deletion ? <DeletionOutcome outcome={deletion} atStayEnd={restAtStayEnd(request)} /> : null}
      {request.answeredAt && request.kind !== 'copy' ? (
        <p>
          {intl.formatMessage(
            { id: answerMessageId(request, waits) },
            { date: date(request.answeredAt), answer: request.answer },
          )}
        </p>
      ) : null}
    </li>
  );
};

/**
 * /p/formdata/privacy/:friendlyCode/:source/:id: from their own link, the guest asks for a
 * copy, a correction or the deletion of their data (LGPD art. 18) and follows each request.
 */
export const GuestDataRequestsScreen = ({ params }: { params: Record<string, string> }) => {
  const link: PrivacyLink = {
    id: params.id ?? '',
    source: params.source ?? '',
    friendlyCode: params.friendlyCode ?? '',
    ...(params.guestKey ? { guestKey: params.guestKey } : {}),
  };
  const company = useCompanyInfoQuery(link.friendlyCode);
  useResidenceLanguages(company.data?.supportedLanguages);
  const query = useGuestDataRequestsQuery(link);
  const back = guestLinkPath({
    ...link,
    reservationId: link.id,
    additionalGuestKey: link.guestKey,
  });
  return (
    <section className="page guest-page guest-data-requests">
      <h1>
        <FormattedMessage id="guest.dataRequests.title" />
      </h1>
      <p>
        <FormattedMessage
          id="guest.dataRequests.intro"
          values={{ company: company.data?.name ?? '' }}
        />
      </p>
      {query.error ? (
        <LoadProblem messageId="guest.dataRequests.title" error={query.error} />
      ) : null}
      {query.data && !link.guestKey && holderContactErased(query.data) ? (
        <ErasedHolderNotice company={company.data} />
      ) : null}
      {query.data && (link.guestKey || !holderContactErased(query.data)) ? (
        <AskDataRequest
          link={link}
          listed={query.data.map((request) => request.id)}
          deletionHeld={query.data.some(holdsDeletion)}
        />
      ) : null}
      <h2>
        <FormattedMessage id="guest.dataRequests.history" />
      </h2>
      {query.isLoading ? <Loading /> : null}
      {query.data?.length === 0 ? (
        <p>
          <FormattedMessage id="guest.dataRequests.none" />
        </p>
      ) : null}
      <ul className="data-request-list">
        {query.data?.map((request) => (
          <RequestItem key={request.id} request={request} />
        ))}
      </ul>
      <p>
        <a href={back}>
          <FormattedMessage id="guest.dataRequests.back" />
        </a>
      </p>
    </section>
  );
};
