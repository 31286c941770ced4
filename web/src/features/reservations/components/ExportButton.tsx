import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/ui';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import type { ReservationQuery } from '../api/reservation-types';
import { useExportReservationsMutation } from '../api/reservations-api';

/** Downloads the list as it is filtered now, every page of it, as an xlsx spreadsheet. */
export const ExportButton = ({ query }: { query: Partial<ReservationQuery> }) => {
  const intl = useIntl();
  const [exportList, { isLoading }] = useExportReservationsMutation();
  const onClick = async () => {
    const { page: _page, perPage: _perPage, ...filters } = query;
    const result = await exportList(filters);
    if (result.error) {
      notify.error(
        intl.formatMessage(
          { id: 'reservationsPage.exportFailed' },
          { reason: describeApiError(intl.formatMessage, result.error) },
        ),
      );
    }
  };
  return (
    <BusyButton busy={isLoading} onClick={onClick}>
      <FormattedMessage id="reservationsPage.export" />
    </BusyButton>
  );
};
