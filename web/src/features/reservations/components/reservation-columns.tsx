import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { Clamped, type Column } from '../../../components/ui';
import type { ReservationItem } from '../api/reservation-types';
import { progressOf } from './reservation-status';
import { ReservationStatusBadge } from './ReservationStatusBadge';
import { sourceName } from '@chegada/contracts';
import { StayDates } from './StayDates';
import { stayInstants } from '../../../lib/i18n/stay-instants';
import { linkNotSent } from './imported-origin';

export const guestNameOf = (
  intl: IntlShape,
  item: Pick<ReservationItem, 'guestName' | 'sensitiveDataRemoved' | 'keptGuestName'>,
) =>
  item.guestName ??
  item.keptGuestName ??
  intl.formatMessage({
    id: item.sensitiveDataRemoved ? 'reservationsPage.removedData' : 'reservationsPage.noName',
  });

/** The columns both lists share: guest (a link to the review), property, dates, status, source. */
export const reservationColumns = (
  intl: IntlShape,
  { withProgress }: { withProgress: boolean },
): Column<ReservationItem>[] => {
  const text = (key: string) => intl.formatMessage({ id: `reservationsPage.${key}` });
  const columns: (Column<ReservationItem> | null)[] = [
    {
      id: 'guest',
      header: text('guest'),
      rowHeader: true,
      cell: (item) => (
        <span className="guest-cell">
          <Link to={`/u/guest/${item.id}`}>{guestNameOf(intl, item)}</Link>
          {!item.guestName && item.keptGuestName ? (
            <span className="kept-name-mark">
              {intl.formatMessage({ id: 'reservationsPage.keptNameMark' })}
            </span>
          ) : null}
          {linkNotSent(item) ? (
            <span className="imported-no-contact">
              {intl.formatMessage({ id: 'importedOrigin.linkNotSent' })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'property',
      header: text('property'),
      cell: (item) => (item.residence.name ? <Clamped text={item.residence.name} /> : '—'),
    },
    {
      id: 'checkIn',
      header: text('checkIn'),
      sortable: true,
      cell: (item) => (
        <StayDates {...stayInstants(item, item.residence)} timeZone={item.residence.timeZone} />
      ),
    },
    {
      id: 'status',
      header: text('statusColumn'),
      sortable: true,
      cell: (item) => (
        <ReservationStatusBadge
          status={item.status}
          hidden={item.hidden}
          dataRemoved={item.sensitiveDataRemoved}
        />
      ),
    },
    withProgress
      ? {
          id: 'progress',
          header: text('progress'),
          cell: (item) => {
            const progress = progressOf(item.status);
            return progress ? text(`progress.${progress}`) : '—';
          },
        }
      : null,
    {
      id: 'source',
      header: text('source'),
      cell: (item) => {
        const source = sourceName(
          item.source,
          intl.formatMessage({ id: 'reservationsPage.sourceOther' }),
        );
        return item.importedFrom
          ? intl.formatMessage({ id: `importedOrigin.${item.importedFrom}` }, { source })
          : source;
      },
    },
  ];
  return columns.filter((column): column is Column<ReservationItem> => column !== null);
};
