import { number, object, type ObjectShape } from 'yup';
import { isCalendarDate, isClockTime, isIsoDateTime } from '@chegada/domain';

/**
 * An integer JavaScript holds exactly (and PostgreSQL's bigint stores): 1e308 is an integer to
 * Number.isInteger, and once multiplied into an offset it reached SQL as "Infinity" (a 500).
 * A schema narrows the bounds with its own min()/max(), which replace these.
 */
export const integer = (typeMessage = 'validation.integer') =>
  number()
    .typeError(typeMessage)
    .integer('validation.integer')
    .min(Number.MIN_SAFE_INTEGER, 'validation.numberOutOfRange')
    .max(Number.MAX_SAFE_INTEGER, 'validation.numberOutOfRange');

/** A request body of these fields only: an unknown one is a field error, not dropped. */
export const strictObject = <Shape extends ObjectShape>(shape: Shape) =>
  object(shape).noUnknown('validation.unknownField').strict(false);

// Absent values are left to `required`, so an empty field shows one message, not two. The
// test names are what api-yup.ts documents as OpenAPI formats (date, date-time, time).

/** YYYY-MM-DD, a day the calendar has ('2027-02-30' is not). */
export const calendarDateTest = (message: string) => ({
  name: 'date',
  message,
  test: (value: string | null | undefined) => !value || isCalendarDate(value),
});

/** A calendar date, optionally with a real time of day and offset (ISO 8601). */
export const dateTimeTest = (message: string) => ({
  name: 'dateTime',
  message,
  test: (value: string | null | undefined) => !value || isIsoDateTime(value),
});

/** HH:mm on the 24-hour clock, 00:00 to 23:59. */
export const clockTimeTest = (message: string) => ({
  name: 'clockTime',
  message,
  test: (value: string | null | undefined) => !value || isClockTime(value),
});
