import { useIntl } from 'react-intl';
import { MOMENT_WITH_YEAR } from '../../../lib/i18n/format';

type Props = { checkIn: string; checkout: string; timeZone?: string };

/**
 * The stay's dates and times as the property's clock reads them, in the host's language, the
 * years in four digits.
 */
export const StayDates = ({ checkIn, checkout, timeZone }: Props) => {
  const intl = useIntl();
  const format = (value: string) =>
    intl.formatDate(value, { ...MOMENT_WITH_YEAR, ...(timeZone ? { timeZone } : {}) });
  return (
    <span className="stay-dates">
      {intl.formatMessage(
        { id: 'reservationsPage.stay' },
        { checkIn: format(checkIn), checkout: format(checkout) },
      )}
    </span>
  );
};
