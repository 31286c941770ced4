import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { ProcessNotificationAnswer } from '@chegada/contracts';
import { BusyButton } from '../../../components/ui/BusyButton';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import {
  useNotificationPreviewQuery,
  useProcessNotificationMutation,
} from '../api/process-notification-api';
import '../../../components/ui/ui.css';
import './process-notification.css';

// The link's own failures, worded here so the page reads the same in every language.
const FAILURES: Record<string, string> = {
  PROCESS_TOKEN_USED: 'processNotification.used',
  PROCESS_TOKEN_EXPIRED: 'processNotification.expired',
  PROCESS_TOKEN_INVALID: 'processNotification.invalid',
  VALIDATION_FAILED: 'processNotification.invalid',
  NOT_FOUND: 'processNotification.notFound',
};

const Failure = ({ error }: { error: unknown }) => {
  const intl = useIntl();
  const id = isApiError(error) && error.code ? FAILURES[error.code] : undefined;
  return (
    <div role="alert" className="process-failure">
      <p className="process-failure-why">
        {id ? intl.formatMessage({ id }) : describeApiError(intl.formatMessage, error)}
      </p>
      <p>
        <FormattedMessage id="processNotification.whatNow" />
      </p>
      <Link to="/u/reserves" className="ui-button">
        <FormattedMessage id="processNotification.review" />
      </Link>
    </div>
  );
};

const Stay = ({ stay }: { stay: ProcessNotificationAnswer }) => {
  const intl = useIntl();
  const date = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: stay.timeZone });
  return (
    <p>
      <FormattedMessage
        id="processNotification.stay"
        values={{ checkIn: date(stay.checkIn), checkOut: date(stay.checkOut) }}
      />
    </p>
  );
};

/** /process-notification/:token: says what the e-mail's link does; acts once confirmed. */
export const ProcessNotificationPage = () => {
  const intl = useIntl();
  const { token = '' } = useParams();
  const preview = useNotificationPreviewQuery(token);
  const [confirm, confirmed] = useProcessNotificationMutation();
  const stay = confirmed.data ?? preview.data;
  return (
    <section className="page process-notification">
      <h1>
        <FormattedMessage id="route.processNotification" />
      </h1>
      {preview.isLoading && <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>}
      {preview.error && <Failure error={preview.error} />}
      {stay && (
        <div className="process-card">
          <h2>
            <FormattedMessage
              id="processNotification.approveQuestion"
              values={{ guestName: stay.guestName, propertyName: stay.propertyName }}
            />
          </h2>
          <Stay stay={stay} />
          {confirmed.data ? (
            <p role="status" className="process-done">
              <FormattedMessage id="processNotification.approved" />
            </p>
          ) : confirmed.error ? (
            <Failure error={confirmed.error} />
          ) : (
            <BusyButton tone="primary" busy={confirmed.isLoading} onClick={() => confirm(token)}>
              {intl.formatMessage({
                id: confirmed.isLoading
                  ? 'processNotification.approving'
                  : 'processNotification.approve',
              })}
            </BusyButton>
          )}
          <Link to={`/u/guest/${stay.reservationId}`} className="ui-button">
            <FormattedMessage id="processNotification.review" />
          </Link>
        </div>
      )}
    </section>
  );
};
