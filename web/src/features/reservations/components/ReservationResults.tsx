import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  DataTable,
  EmptyState,
  ErrorState,
  Pager,
  Skeleton,
  type Column,
  type SortOrder,
} from '../../../components/ui';
import type { ReservationItem } from '../api/reservation-types';

type Query = {
  data?: { items: ReservationItem[]; total: number; lastPage: number };
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
};

type Props = {
  query: Query;
  caption: string;
  columns: readonly Column<ReservationItem>[];
  page: number;
  onPage: (page: number) => void;
  /** What an empty list says, and the way out of it. */
  empty: { description: ReactNode; action: ReactNode };
  sort?: { by: string; order: SortOrder };
  onSort?: (by: string) => void;
};

const rowId = (item: ReservationItem) => item.id;

/** A page of reservations in each of its states: loading, failed, empty, or the table. */
export const ReservationResults = ({
  query,
  caption,
  columns,
  page,
  onPage,
  empty,
  ...sorting
}: Props) => {
  if (query.isLoading) return <Skeleton lines={6} />;
  if (query.error || !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="reservationsPage.emptyTitle" />}
        description={empty.description}
        action={empty.action}
      />
    );
  return (
    <>
      <p role="status" className="reservations-found">
        <FormattedMessage id="reservationsPage.found" values={{ total: query.data.total }} />
      </p>
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data.items}
        rowId={rowId}
        {...sorting}
      />
      <Pager page={page} lastPage={query.data.lastPage} onPage={onPage} />
    </>
  );
};
