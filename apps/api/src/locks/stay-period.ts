import { zonedDateTime } from '@chegada/domain';
import type { Period } from './ttlock.client';

const WITH_OFFSET = /(Z|[+-]\d{2}:\d{2})$/i;

/** The property's clock and zone, which a stay's date without a time or an offset is read in. */
export type PropertyClock = { timeZone: string; checkInTime: string; checkOutTime: string };

/**
 * The instant a stay's CheckIn or checkout names: as written when it carries an offset; a
 * wall-clock time in the property's zone when not; the property's check-in or check-out time
 * on that day when it is a date alone.
 */
const instantOf = (value: string, defaultTime: string, timeZone: string): number => {
  if (WITH_OFFSET.test(value)) return Date.parse(value);
  const [date = value, clock] = value.split('T');
  return Date.parse(zonedDateTime(date, (clock ?? defaultTime).slice(0, 5), timeZone));
};

/** The period a stay's passcode opens the door, in ms as TTLock takes it. */
export const stayPeriod = (
  stay: { checkIn: string; checkOut: string },
  property: PropertyClock,
): Period => ({
  startDate: instantOf(stay.checkIn, property.checkInTime, property.timeZone),
  endDate: instantOf(stay.checkOut, property.checkOutTime, property.timeZone),
});
