import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink, Page, SearchField, type Column } from '../../../components/ui';
import { useListSearch } from '../../../lib/hooks/use-list-search';
import type { ReservationItem } from '../api/reservation-types';
import { useReservationHistoryQuery } from '../api/reservations-api';
import { ExportButton } from './ExportButton';
import { reservationColumns } from './reservation-columns';
import { ReservationResults } from './ReservationResults';
import './reservations.css';

const PER_PAGE = 20;

/** /u/reserves-historic: finished, cancelled and past reservations, to look at and export. */
export const HistoricPage = () => {
  const intl = useIntl();
  const listSearch = useListSearch();
  const { page, setPage, search } = listSearch;
  const history = useReservationHistoryQuery({
    page,
    perPage: PER_PAGE,
    ...(search ? { search } : {}),
  });
  const columns: Column<ReservationItem>[] = [
    ...reservationColumns(intl, { withProgress: false }),
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'ui.actions' }),
      cell: (item) => <ButtonLink to={`/u/guest/${item.id}`} messageId="reservationsPage.view" />,
    },
  ];
  return (
    <Page
      titleId="route.reservesHistoric"
      className="reservations-page"
      actions={
        <>
          <ButtonLink to="/u/reserves" messageId="route.reserves" />
          <ExportButton query={{ historic: true, ...(search ? { search } : {}) }} />
        </>
      }
    >
      <div className="reservation-filters ui-filters">
        <SearchField
          className="reservation-search"
          labelId="reservationsPage.search"
          search={listSearch}
        />
      </div>
      <ReservationResults
        query={history}
        caption={intl.formatMessage({ id: 'route.reservesHistoric' })}
        columns={columns}
        page={page}
        onPage={setPage}
        empty={{
          description: <FormattedMessage id="reservationsPage.historyEmpty" />,
          action: <ButtonLink to="/u/reserves" messageId="route.reserves" />,
        }}
      />
    </Page>
  );
};
