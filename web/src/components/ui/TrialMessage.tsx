import { FormattedMessage } from 'react-intl';
import { useTrialDays } from '../../lib/api/plans-api';

/**
 * A message that names the free trial's length (its `days`) as the server is configured
 * (TRIAL_DAYS, from GET /api/price-tables), never a number of our own; 0 while unknown.
 */
export const TrialMessage = ({ id }: { id: string }) => (
  <FormattedMessage id={id} values={{ days: useTrialDays() }} />
);
