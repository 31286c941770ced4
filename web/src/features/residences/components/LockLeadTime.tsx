import { FormattedMessage, useIntl } from 'react-intl';
import type { Residence } from '../api/residences-api';
import { timeZoneLabel } from '../forms/time-zones';
import { clockTime } from './clock-time';

/** Spec §9: the guest's access details (the door code) show from 2 hours before check-in. */
const LEAD_HOURS = 2;

const hoursBefore = (time: string, hours: number): string => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${String((h - hours + 24) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

/** When the guest gets the code of this property, on its clock; a fact, not a setting. */
export const LockLeadTime = ({ residence }: { residence: Residence }) => {
  const intl = useIntl();
  return (
    <p className="lock-lead-time">
      <FormattedMessage
        id="locks.page.leadTime"
        values={{
          from: clockTime(intl, hoursBefore(residence.checkInTime, LEAD_HOURS)),
          checkIn: clockTime(intl, residence.checkInTime),
          checkOut: clockTime(intl, residence.checkOutTime),
          zone: timeZoneLabel(intl, residence.timeZone),
        }}
      />
    </p>
  );
};
