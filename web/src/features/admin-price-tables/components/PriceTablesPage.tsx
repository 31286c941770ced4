import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSwitchGuard } from '../../../components/form';
import { Loading } from '../../../components/layout/Loading';
import { useGetAdminPriceTablesQuery, type PriceTable } from '../api/price-tables-api';
import { PriceTableForm } from '../forms/PriceTableForm';
import { PriceTableCard } from './PriceTableCard';
import './price-tables.css';
import { Page } from '../../../components/ui/Page';

/** What the form is doing: nothing, a new table, or one table's changes. */
type Editing = { table: PriceTable | null } | null;

const TableList = ({ onEdit }: { onEdit: (table: PriceTable) => void }) => {
  const { data: tables, isLoading, isFetching, isError, refetch } = useGetAdminPriceTablesQuery();
  if (isLoading || (isFetching && !tables)) return <Loading />;
  if (isError || !tables) {
    return (
      <div className="price-tables-problem" role="alert">
        <p>
          <FormattedMessage id="adminPriceTables.fetchFailed" />
        </p>
        <button type="button" className="secondary" onClick={() => void refetch()}>
          <FormattedMessage id="adminPriceTables.retry" />
        </button>
      </div>
    );
  }
  if (tables.length === 0) {
    return (
      <p className="price-tables-empty">
        <FormattedMessage id="adminPriceTables.empty" />
      </p>
    );
  }
  return (
    <ul className="price-table-list">
      {tables.map((table) => (
        <PriceTableCard key={table.id} table={table} onEdit={() => onEdit(table)} />
      ))}
    </ul>
  );
};

/** /admin/price-tables: every table, active or not; create, edit and delete them. */
export const PriceTablesPage = () => {
  const [editing, setEditing] = useState<Editing>(null);
  // Cancel, or another table's Edit, with changes not saved asks first.
  const { guard, switchTo } = useSwitchGuard(setEditing);
  return (
    <Page titleId="route.priceTables" introId="adminPriceTables.intro" className="price-tables">
      {editing ? (
        <PriceTableForm
          key={editing.table?.id ?? 'new'}
          table={editing.table}
          onDone={() => setEditing(null)}
          onCancel={() => switchTo(null)}
          close={guard}
        />
      ) : (
        <button type="button" className="primary" onClick={() => setEditing({ table: null })}>
          <FormattedMessage id="adminPriceTables.new" />
        </button>
      )}
      <TableList onEdit={(table) => switchTo({ table })} />
    </Page>
  );
};
