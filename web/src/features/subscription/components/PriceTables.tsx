import type { BillingTier } from '@chegada/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, ErrorState, Skeleton, TableHead } from '../../../components/ui';
import { formatMoney } from '../../../lib/i18n/format';
import { usePlansQuery, type Plan } from '../../../lib/api/plans-api';

const isYours = (yours: BillingTier | null, table: Plan, tier: Plan['tiers'][number]) =>
  yours !== null && yours.table === table.name && yours.min === tier.min;

/** The prices by number of properties; the account's tier (the server's reading) is marked. */
export const PriceTables = ({ yours }: { yours: BillingTier | null }) => {
  const intl = useIntl();
  const tables = usePlansQuery();
  if (tables.isLoading) return <Skeleton lines={4} />;
  if (tables.error || !tables.data) {
    return <ErrorState error={tables.error} onRetry={() => void tables.refetch()} />;
  }
  if (tables.data.length === 0) {
    return <EmptyState title={<FormattedMessage id="subscription.noPrices" />} />;
  }
  return (
    <div className="subscription-tables">
      {tables.data.map((table) => (
        <table key={table.id} className="subscription-table">
          <caption>{table.name}</caption>
          <TableHead messageIds={['subscription.properties', 'subscription.monthly']} />
          <tbody>
            {table.tiers.map((tier) => {
              const mine = isYours(yours, table, tier);
              return (
                <tr key={tier.min} className={mine ? 'subscription-yours' : undefined}>
                  <th scope="row">
                    <FormattedMessage
                      id="subscription.tier"
                      values={{ min: tier.min, max: tier.max }}
                    />
                    {mine ? (
                      <strong className="subscription-badge">
                        <FormattedMessage id="subscription.yourTier" />
                      </strong>
                    ) : null}
                  </th>
                  <td>{formatMoney(tier.monthlyPrice, intl.locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
};
