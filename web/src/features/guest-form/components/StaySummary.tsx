import { FormattedMessage, useIntl } from 'react-intl';
import type { GuestFormPage } from '../api/guest-form-types';
import { stayInstants } from '../../../lib/i18n/stay-instants';

/** The property and the booked dates, in the property's time zone, atop every guest page. */
export const StaySummary = ({ page }: { page: GuestFormPage }) => {
  const intl = useIntl();
  const day = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeZone: page.residence.timeZone });
  const stay = stayInstants(page, page.residence);
  return (
    <p className="guest-stay-summary">
      <strong>{page.residence.name}</strong>
      <br />
      <FormattedMessage
        id="guest.staySummary"
        values={{ checkIn: day(stay.checkIn), checkOut: day(stay.checkout) }}
      />
    </p>
  );
};
