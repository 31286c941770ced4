import type { GuestFormContext } from '@chegada/contracts';
import {
  isCalendarDate,
  stayDayOf,
  stayInstant,
  stayTimeOf,
  stayWindow,
  type ExistingReservation,
} from '@chegada/domain';
import { type GuestFormResidence } from '../link-access';
import type { GuestFormFields } from './guest-form-state';

/** YYYY-MM-DD of an instant in a time zone. */
export const dateIn = (timeZone: string, instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

/**
 * What the form's rules need of the stay and its property, "today" in the property's zone; a
 * companion's age counts on the check-in date the guest gave (`form`), else the reservation's.
 * The guest declares arrival and departure within the booking's own times (a channel's, the
 * host's) and the property's usual ones, whichever is wider (stayWindow).
 */
export const guestFormContextOf = (
  reservation: ExistingReservation,
  residence: GuestFormResidence,
  now: Date,
  form: GuestFormFields = {},
): GuestFormContext => {
  const { timeZone } = residence;
  const window = stayWindow(
    {
      checkIn: stayTimeOf(reservation.checkIn, residence.checkInTime, timeZone),
      checkOut: stayTimeOf(reservation.checkOut, residence.checkOutTime, timeZone),
    },
    residence,
  );
  return {
    today: dateIn(timeZone, now),
    residenceCheckInTime: window.earliestArrival,
    residenceCheckOutTime: window.latestDeparture,
    maxGuests: reservation.maxGuests,
    parkingSpaces: residence.parkingSpaces,
    checkInDate:
      typeof form.checkInDate === 'string' && isCalendarDate(form.checkInDate)
        ? form.checkInDate
        : stayDayOf(reservation.checkIn, timeZone),
    fnrh: residence.fnrh,
    bookedCheckInDate: stayDayOf(reservation.checkIn, timeZone),
  };
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * When access details (passcode, instructions) show: the account's hours before check-in
 * (accessReleaseHoursOf its settings; 2 unless the owner chose otherwise), a check-in without a
 * time counting from the property's check-in time where it is.
 */
export const accessReleaseOf = (
  reservation: ExistingReservation,
  hoursBefore: number,
  residence: Pick<GuestFormResidence, 'checkInTime' | 'timeZone'>,
): Date =>
  new Date(
    stayInstant(reservation.checkIn, residence.checkInTime, residence.timeZone).getTime() -
      hoursBefore * HOUR_MS,
  );
