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
 * Whole years completed between two YYYY-MM-DD dates. The birthday itself counts; someone
 * born on 29 February completes a year on 1 March when the year has no 29 February, as the
 * Civil Code counts years (art. 132 §3: the next day when the same day is missing).
 */
export const ageOn = (birthDate: string, date: string): number => {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
};
