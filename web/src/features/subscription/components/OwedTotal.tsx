import type { SubscriptionOverview } from '@chegada/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../../lib/i18n/format';

/** Several charges to pay: what they add up to, and that the account needs them all paid. */
export const OwedTotal = ({ overview }: { overview: SubscriptionOverview }) => {
  const intl = useIntl();
  return (
    <p role="status" className="subscription-notice">
      <FormattedMessage
        id="subscription.owed"
        values={{
          amount: <strong>{formatMoney(overview.owed, intl.locale)}</strong>,
          count: overview.openCharges.length,
        }}
      />
    </p>
  );
};
