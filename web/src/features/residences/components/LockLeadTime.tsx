import { ACCESS_RELEASE_HOURS } from '@chegada/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionUser } from '../../../lib/session/use-session';
import type { Residence } from '../api/residences-api';
import { timeZoneLabel } from '../forms/time-zones';
import { clockTime } from './clock-time';

const hoursBefore = (time: string, hours: number): string => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${String((h - hours + 24) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

/**
 * When the guest gets the code of this property, on its clock: the account's hours before
 * check-in (/u/config; spec §9's 2 until the owner changes them), as the server releases it.
 */
export const LockLeadTime = ({ residence }: { residence: Residence }) => {
  const intl = useIntl();
  const hours =
    useSessionUser()?.company?.accessReleaseHoursBeforeCheckIn ?? ACCESS_RELEASE_HOURS.default;
  return (
    <p className="lock-lead-time">
      <FormattedMessage
        id="locks.page.leadTime"
        values={{
          hours,
          from: clockTime(intl, hoursBefore(residence.checkInTime, hours)),
          checkIn: clockTime(intl, residence.checkInTime),
          checkOut: clockTime(intl, residence.checkOutTime),
          zone: timeZoneLabel(intl, residence.timeZone),
        }}
      />
    </p>
  );
};
