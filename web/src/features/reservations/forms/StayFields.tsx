import { useIntl } from 'react-intl';
import { DateField, TimeField } from '../../../components/form';

/** Check-in and check-out, each a day and a time on the property's clock (StayValues). */
export const StayFields = () => {
  const intl = useIntl();
  const text = (key: string) => intl.formatMessage({ id: `reservationForms.${key}` });
  return (
    <>
      <div className="form-pair">
        <DateField name="checkInDate" label={text('checkInDate')} required />
        <TimeField name="checkInTime" label={text('checkInTime')} required />
      </div>
      <div className="form-pair">
        <DateField name="checkoutDate" label={text('checkoutDate')} required />
        <TimeField name="checkoutTime" label={text('checkoutTime')} required />
      </div>
    </>
  );
};
