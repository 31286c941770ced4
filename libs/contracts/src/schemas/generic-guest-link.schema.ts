import { object, string, type InferType } from 'yup';
import { isCalendarDate } from '@chegada/domain';
import { locales } from '../locales';
import { guestContactFields } from './reservation-create.schema';
import { calendarDateTest, integer } from './scalar-fields';

const stayDay = () =>
  string()
    .trim()
    .required('validation.required')
    .test(calendarDateTest('reservations.invalidDate'));

/**
 * What the unique link's rules need: `today`, YYYY-MM-DD in the property's time zone. Without
 * it (the server's first check, before it knows the property) no date is refused as past.
 */
export type GenericGuestLinkContext = { today?: string };

/**
 * POST /api/stays/generic/guestForm/:friendlyCode/:residenceId/:source: a guest opens the
 * property's unique link and starts a reservation with the stay's days (the property's hours
 * complete them) and a name. The stay starts today at the earliest, as the guest form's.
 */
export const genericGuestLinkSchema = ({ today }: GenericGuestLinkContext = {}) =>
  object({
    ...guestContactFields(),
    checkInDate: stayDay().test(
      'notBeforeToday',
      'guestForm.checkInInPast',
      (value) => !value || !today || !isCalendarDate(value) || value >= today,
    ),
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

export type GenericGuestLinkRequest = InferType<ReturnType<typeof genericGuestLinkSchema>>;
