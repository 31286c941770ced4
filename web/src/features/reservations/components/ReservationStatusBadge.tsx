import type { ReservationStatus } from '@chegada/domain';
import { FormattedMessage } from 'react-intl';
import { StatusBadge } from '../../../components/ui';
import { statusMessageId, statusTone } from './reservation-status';

/**
 * The status in words and colour, "Hidden" beside it when the form is hidden, and "Personal
 * data erased" once its data is gone (retention or a removal): the status alone looks active.
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
    <StatusBadge tone={statusTone(status)}>
      <FormattedMessage id={statusMessageId(status)} />
    </StatusBadge>
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
