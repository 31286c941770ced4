import { object, string, type InferType } from 'yup';
import { bookingSources, isIsoDateTime } from '@chegada/domain';
import { locales } from '../locales';
import { optionalPhoneString } from './phone.schema';
import { dateTimeTest, integer } from './scalar-fields';

/** A stay's date as the spec names it (CheckIn, checkout): ISO 8601, 'Invalid date' else. */
export const stayDate = () =>
  string().trim().required('validation.required').test(dateTimeTest('reservations.invalidDate'));

/** checkout must follow CheckIn (product spec §5); checked on checkout once both are dates. */
export const checkoutAfterCheckIn = () =>
  stayDate().test('afterCheckIn', 'reservations.checkoutAfterCheckIn', function (checkout) {
    const checkIn = (this.parent as { CheckIn?: unknown } | undefined)?.CheckIn;
    if (!checkout || typeof checkIn !== 'string' || !isIsoDateTime(checkIn)) return true;
    return Date.parse(checkout) > Date.parse(checkIn);
  });

export const reservationMaxGuests = () =>
  integer()
    .required('validation.required')
    .min(1, 'reservations.maxGuestsRange')
    .max(100, 'reservations.maxGuestsRange');

export const reservationId = () =>
  string().trim().required('validation.required').uuid('validation.invalidFormat');

/** Who the reservation is for, as a host or the property's unique link gives it. */
export const guestContactFields = () => ({
  guestName: string().trim().required('validation.required').max(120, 'validation.maxLength'),
  guestEmail: string()
    .trim()
    .email('validation.email')
    .max(254, 'validation.maxLength')
    .nullable()
    .optional(),
  guestPhone: optionalPhoneString(),
});

/** POST /api/stays/reservations: a host creates a reservation by hand (spec §7). */
export const createReservationSchema = object({
  residenceId: reservationId(),
  ...guestContactFields(),
  CheckIn: stayDate(),
  checkout: checkoutAfterCheckIn(),
  source: string().required('validation.required').oneOf(bookingSources, 'validation.chooseOne'),
  maxGuests: reservationMaxGuests(),
  /** The language of the guest's messages and form. */
  language: string().required('validation.required').oneOf(locales, 'validation.chooseOne'),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type CreateReservationRequest = InferType<typeof createReservationSchema>;
