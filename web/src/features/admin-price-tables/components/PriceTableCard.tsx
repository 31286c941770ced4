import { useState } from 'react';
import { useIntl } from 'react-intl';
import { InlineConfirm } from '../../../components/ui';
import { formatMoney } from '../../../lib/i18n/format';
import { useDeletePriceTableMutation, type PriceTable } from '../api/price-tables-api';

/** Deleting takes a second, explicit step; the focus goes to the safe answer. */
const ConfirmDelete = ({ table, onCancel }: { table: PriceTable; onCancel: () => void }) => {
  const intl = useIntl();
  const [remove, { isLoading }] = useDeletePriceTableMutation();
  const text = (id: string) => intl.formatMessage({ id }, { name: table.name });
  return (
    <InlineConfirm
      className="confirm"
      question={text('adminPriceTables.confirmDelete')}
      confirmLabel={text('adminPriceTables.confirmDeleteYes')}
      cancelLabel={text('adminPriceTables.cancel')}
      run={() => remove(table.id).unwrap()}
      done={text('adminPriceTables.deleted')}
      busy={isLoading}
      onCancel={onCancel}
    />
  );
};

/** One table: its name, whether plans show it, its tiers, and what can be done with it. */
export const PriceTableCard = ({ table, onEdit }: { table: PriceTable; onEdit: () => void }) => {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const text = (id: string) => intl.formatMessage({ id }, { name: table.name });
  return (
    <li className="price-table-card">
      <h2>{table.name}</h2>
      <p className={table.active ? 'badge badge-active' : 'badge'}>
        {text(table.active ? 'adminPriceTables.statusActive' : 'adminPriceTables.statusInactive')}
      </p>
      <ul className="tier-list">
        {table.tiers.map((tier) => (
          <li key={`${tier.min}-${tier.max}`}>
            {intl.formatMessage(
              { id: 'adminPriceTables.tierSummary' },
              { min: tier.min, max: tier.max, price: formatMoney(tier.monthlyPrice) },
            )}
          </li>
        ))}
      </ul>
      {confirming ? (
        <ConfirmDelete table={table} onCancel={() => setConfirming(false)} />
      ) : (
        <div className="card-actions">
          <button type="button" className="secondary" onClick={onEdit}>
            {text('adminPriceTables.edit')}
          </button>
          <button type="button" className="danger" onClick={() => setConfirming(true)}>
            {text('adminPriceTables.delete')}
          </button>
        </div>
      )}
    </li>
  );
};
