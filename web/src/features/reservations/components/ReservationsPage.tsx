import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink, Page, type Column } from '../../../components/ui';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import type { ReservationItem } from '../api/reservation-types';
import { useReservationsQuery, useResidenceOptionsQuery } from '../api/reservations-api';
import { CounterChips } from './CounterChips';
import { ExportButton } from './ExportButton';
import { NewReservationButton } from './NewReservationButton';
import { CreatingHeldNotice } from '../../../components/layout/CreatingHeld';
import { ReservationActions } from './ReservationActions';
import { reservationColumns } from './reservation-columns';
import { ReservationFilters } from './ReservationFilters';
import { ReservationResults } from './ReservationResults';
import { isFiltered, queryOf, useListParams } from './use-list-params';
import './reservations.css';
import { stayInstants, stayValuesOf } from '../../../lib/i18n/stay-instants';

/** /u/reserves: the current reservations, filtered by counter, dates, property and search. */
export const ReservationsPage = () => {
  const intl = useIntl();
  const [params, update] = useListParams();
  const [searchText, setSearchText] = useState(params.search);
  const search = useDebouncedValue(searchText, 400);
  useEffect(() => {
    if (search !== params.search) update({ search });
  }, [search, params.search, update]);
  const query = queryOf(params);
  const list = useReservationsQuery(query);
  const residences = useResidenceOptionsQuery();
  const locks = new Set(
    (residences.data ?? []).filter((residence) => residence.usesTTLock).map(({ id }) => id),
  );
  const columns: Column<ReservationItem>[] = [
    ...reservationColumns(intl, { withProgress: true }),
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'ui.actions' }),
      cell: (item) => (
        <ReservationActions
          subject={{
            ...item,
            ...stayValuesOf(stayInstants(item, item.residence)),
            residenceName: item.residence.name,
            timeZone: item.residence.timeZone,
          }}
          hasLock={locks.has(item.residenceId)}
        />
      ),
    },
  ];
  const clear = () => {
    setSearchText('');
    update({
      counter: 'total',
      date: '',
      from: '',
      to: '',
      residenceId: '',
      search: '',
      needsReview: false,
    });
  };
  return (
    <Page
      titleId="route.reserves"
      className="reservations-page"
      actions={
        <>
          <ButtonLink to="/u/reserves-historic" messageId="route.reservesHistoric" />
          <ExportButton query={query} />
          <NewReservationButton />
        </>
      }
    >
      <CreatingHeldNotice />
      <CounterChips
        statistics={list.data?.statistics}
        selected={params.counter}
        onSelect={(counter) => update({ counter })}
      />
      <ReservationFilters
        params={params}
        searchText={searchText}
        onSearchText={setSearchText}
        residences={residences.data ?? []}
        onChange={update}
      />
      <ReservationResults
        query={list}
        caption={intl.formatMessage({ id: 'reservationsPage.caption' })}
        columns={columns}
        page={params.page}
        onPage={(page) => update({ page })}
        sort={{ by: params.sort, order: params.order }}
        onSort={(by) =>
          update({
            sort: by === 'status' ? 'status' : 'checkIn',
            order: params.sort === by && params.order === 'asc' ? 'desc' : 'asc',
          })
        }
        empty={{
          description: (
            <FormattedMessage
              id={
                isFiltered(params)
                  ? 'reservationsPage.emptyFiltered'
                  : 'reservationsPage.emptyFirst'
              }
            />
          ),
          action: isFiltered(params) ? (
            <button type="button" className="ui-button" onClick={clear}>
              <FormattedMessage id="reservationsPage.clearFilters" />
            </button>
          ) : (
            <NewReservationButton />
          ),
        }}
      />
    </Page>
  );
};
