import type { ReservationStatus } from '@chegada/domain';
import { FormattedMessage } from 'react-intl';
import { StatusBadge } from '../../../components/ui';
import { statusMessageId, statusTone } from './reservation-status';

/** The status in words and colour, and "Hidden" beside it when the form is hidden. */
export const ReservationStatusBadge = ({
  status,
  hidden = false,
}: {
  status: ReservationStatus;
  hidden?: boolean;
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
  </span>
);
