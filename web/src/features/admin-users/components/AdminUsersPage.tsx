import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Role } from '@chegada/contracts';
import { Loading } from '../../../components/layout/Loading';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Page } from '../../../components/ui/Page';
import { useGetAdminUsersQuery } from '../api/admin-users-api';
import { Pager } from '../../../components/ui/Pager';
import { UsersFilters } from './UsersFilters';
import { UsersTable } from './UsersTable';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import './admin-users.css';

/** Spec §9: typing settles after 300 ms before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;
const PER_PAGE = 20;

/** The page number belongs to one search and role: a new filter starts again at page 1. */
const usePaging = (filterKey: string) => {
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  return [page, (next: number) => setPaging({ filterKey, page: next })] as const;
};

const Users = ({ search, role }: { search: string; role: Role | '' }) => {
  const [page, setPage] = usePaging(`${search}\u0000${role}`);
  const { data, error, isLoading, isFetching, refetch } = useGetAdminUsersQuery({
    page,
    perPage: PER_PAGE,
    search: search.trim(),
    role,
  });
  if (isLoading) return <Loading />;
  if (error || !data) {
    return (
      <ErrorState
        error={error}
        onRetry={() => void refetch()}
        messageId="adminUsersPage.loadFailed"
      />
    );
  }
  return (
    <>
      {data.billing === 'not-configured' ? (
        <p role="note" className="users-billing-off">
          <FormattedMessage id="adminUsersPage.billingOff" />
        </p>
      ) : null}
      <p role="status" className="users-total">
        <FormattedMessage id="adminUsersPage.total" values={{ total: data.total }} />
      </p>
      {data.items.length > 0 ? (
        <UsersTable users={data.items} busy={isFetching} />
      ) : (
        <p>
          <FormattedMessage id="adminUsersPage.empty" />
        </p>
      )}
      <Pager page={page} lastPage={data.lastPage} onPage={setPage} />
    </>
  );
};

/** /admin/users: every user, newest first, searched by name, e-mail or company. */
export const AdminUsersPage = () => {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  return (
    <Page titleId="route.adminUsers" className="admin-users">
      <UsersFilters search={search} role={role} onSearch={setSearch} onRole={setRole} />
      <Users search={settledSearch} role={role} />
    </Page>
  );
};
