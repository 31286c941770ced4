const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day that exists on the calendar, written YYYY-MM-DD ('2024-02-29' yes, '2023-02-29' no). */
export const isCalendarDate = (value: string): boolean => {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};

/**
 * A YYYY-MM-DD day as the instant of its noon in UTC, for a message that formats it
 * ({day, date, long}): the same calendar day in every zone from UTC−11 to UTC+11.
 */
export const middayUtc = (day: string): number => Date.parse(`${day}T12:00:00Z`);

// A date (2026-01-31) or a date-time with an optional offset (2026-01-31T14:00:00-03:00).
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

const within = (text: string | undefined, max: number) => text === undefined || Number(text) <= max;

/**
 * A real calendar date, optionally with a real time of day and UTC offset, as ISO 8601 writes
 * it. Date.parse alone is lenient: it read '2027-02-30' as 2 March and 'T24:00' as midnight.
 */
export const isIsoDateTime = (value: string): boolean => {
  const match = ISO_DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return false;
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = match.slice(2);
  return (
    within(hours, 23) &&
    within(minutes, 59) &&
    within(seconds, 59) &&
    within(offsetHours, 14) &&
    within(offsetMinutes, 59)
  );
};

/**
 * Whole years completed between two YYYY-MM-DD dates. The birthday itself counts; someone
 * born on 29 February completes a year on 1 March when the year has no 29 February, as the
 * Civil Code counts years (art. 132 §3: the next day when the same day is missing).
 */
export const ageOn = (birthDate: string, date: string): number => {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
};

const WITH_OFFSET = /(Z|[+-]\d{2}:\d{2})$/i;

/**
 * The calendar day a stay's date names in the property's zone: an instant's day there; a date
 * alone ('2026-11-28', as iCal all-day events bring) or a wall-clock time without an offset is
 * the property's day as written, never read as UTC midnight.
 */
export const stayDayOf = (value: string, timeZone: string): string =>
  WITH_OFFSET.test(value)
    ? new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(value))
    : value.slice(0, 10);
