import { object, string, type InferType } from 'yup';
import { locales } from '../locales';
import { guestContactFields } from './reservation-create.schema';
import { calendarDateTest, integer } from './scalar-fields';

const stayDay = () =>
  string()
    .trim()
    .required('validation.required')
    .test(calendarDateTest('reservations.invalidDate'));

/**
 * POST /api/stays/generic/guestForm/:friendlyCode/:residenceId/:source: a guest opens the
 * property's unique link and starts a reservation with the stay's days (the property's hours
 * complete them) and a name.
 */
export const genericGuestLinkSchema = object({
  ...guestContactFields(),
  checkInDate: stayDay(),
  checkOutDate: stayDay().test(
    'afterCheckIn',
    'reservations.checkoutAfterCheckIn',
    function afterCheckIn(checkOut) {
      const checkIn = (this.parent as { checkInDate?: unknown } | undefined)?.checkInDate;
      return !checkOut || typeof checkIn !== 'string' || checkOut > checkIn;
    },
  ),
  maxGuests: integer()
    .required('validation.required')
    .min(1, 'reservations.maxGuestsRange')
    .max(100, 'reservations.maxGuestsRange'),
  language: string().required('validation.required').oneOf(locales, 'validation.chooseOne'),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type GenericGuestLinkRequest = InferType<typeof genericGuestLinkSchema>;
