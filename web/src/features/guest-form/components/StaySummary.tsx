import { FormattedMessage, useIntl } from 'react-intl';
import type { GuestFormPage } from '../api/guest-form-types';

/** The property and the booked dates, in the property's time zone, atop every guest page. */
export const StaySummary = ({ page }: { page: GuestFormPage }) => {
  const intl = useIntl();
  const day = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeZone: page.residence.timeZone });
  return (
    <p className="guest-stay-summary">
      <strong>{page.residence.name}</strong>
      <br />
      <FormattedMessage
        id="guest.staySummary"
        values={{ checkIn: day(page.CheckIn), checkOut: day(page.checkout) }}
      />
    </p>
  );
};
