import { useIntl } from 'react-intl';

type Props = { checkIn: string; checkout: string; timeZone?: string };

/** The stay's dates and times as the property's clock reads them, in the host's language. */
export const StayDates = ({ checkIn, checkout, timeZone }: Props) => {
  const intl = useIntl();
  const format = (value: string) =>
    intl.formatDate(value, {
      dateStyle: 'short',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
  return (
    <span className="stay-dates">
      {intl.formatMessage(
        { id: 'reservationsPage.stay' },
        { checkIn: format(checkIn), checkout: format(checkout) },
      )}
    </span>
  );
};
