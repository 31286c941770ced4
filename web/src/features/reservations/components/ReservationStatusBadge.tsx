import { ReservationStatus } from '@chegada/domain';
import { FormattedMessage } from 'react-intl';
import { StatusBadge } from '../../../components/ui';
import { statusMessageId, statusTone } from './reservation-status';

const { TO_FORM, FILLING, TO_VALIDATE, TO_APROVE } = ReservationStatus;
/** Statuses that wait for the guest or the host: an erased stay waits for no one (issue 32). */
const WAITING: readonly ReservationStatus[] = [TO_FORM, FILLING, TO_VALIDATE, TO_APROVE];

/**
 * The status in words and colour, "Hidden" beside it when the form is hidden, and "Personal
 * data erased" once its data is gone (retention or a removal): the status alone looks active.
 * An erased stay that still waited for the guest or the host is closed: it waits for no one.
 */
export const ReservationStatusBadge = ({
  status,
  hidden = false,
  dataRemoved = false,
}: {
  status: ReservationStatus;
  hidden?: boolean;
  dataRemoved?: boolean;
}) => (
  <span className="status-badges">
    {dataRemoved && WAITING.includes(status) ? (
      <StatusBadge tone="neutral">
        <FormattedMessage id="reservationsPage.closedUnanswered" />
      </StatusBadge>
    ) : (
      <StatusBadge tone={statusTone(status)}>
        <FormattedMessage id={statusMessageId(status)} />
      </StatusBadge>
    )}
    {hidden ? (
      <StatusBadge tone="neutral">
        <FormattedMessage id="reservationsPage.hiddenBadge" />
      </StatusBadge>
    ) : null}
    {dataRemoved ? (
      <StatusBadge tone="neutral">
        <FormattedMessage id="reservationsPage.dataRemovedBadge" />
      </StatusBadge>
    ) : null}
  </span>
);
