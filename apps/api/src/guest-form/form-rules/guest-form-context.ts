import type { GuestFormContext } from '@chegada/contracts';
import type { ExistingReservation } from '@chegada/domain';
import { type GuestFormResidence } from '../link-access';

/** YYYY-MM-DD of an instant in a time zone. */
export const dateIn = (timeZone: string, instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

/** What the form's rules need of the stay and its property, "today" in the property's zone. */
export const guestFormContextOf = (
  reservation: ExistingReservation,
  residence: GuestFormResidence,
  now: Date,
): GuestFormContext => ({
  today: dateIn(residence.timeZone, now),
  residenceCheckInTime: residence.checkInTime,
  residenceCheckOutTime: residence.checkOutTime,
  maxGuests: reservation.maxGuests,
  parkingSpaces: residence.parkingSpaces,
});

/** Access details (passcode, instructions) show from this long before check-in. */
export const ACCESS_RELEASE_MS = 2 * 60 * 60 * 1000;

export const accessReleaseOf = (reservation: ExistingReservation): Date =>
  new Date(new Date(reservation.checkIn).getTime() - ACCESS_RELEASE_MS);
