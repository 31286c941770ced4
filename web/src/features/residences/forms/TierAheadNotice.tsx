import type { TierAhead } from '@chegada/contracts';
import { useIntl } from 'react-intl';
import { calendarDay, formatMoney } from '../../../lib/i18n/format';

/** What one more property does to the price: the dearer tier, from the next charge. */
export const useTierAheadText = (ahead: TierAhead | null): string | null => {
  const intl = useIntl();
  if (!ahead) return null;
  return intl.formatMessage(
    { id: 'houses.tierAhead' },
    {
      properties: ahead.properties,
      table: ahead.tier.table,
      min: ahead.tier.min,
      max: ahead.tier.max,
      price: formatMoney(ahead.tier.monthlyPrice, intl.locale),
      current: formatMoney(ahead.current?.monthlyPrice ?? 0, intl.locale),
      date: ahead.from ? intl.formatDate(calendarDay(ahead.from), { dateStyle: 'long' }) : '-',
      trial: ahead.trial ? 'yes' : 'no',
    },
  );
};

/** Said before saving: adding is allowed, the next charge bills the new tier. */
export const TierAheadNotice = ({ text }: { text: string }) => (
  <p role="status" className="house-tier-notice">
    {text}
  </p>
);
