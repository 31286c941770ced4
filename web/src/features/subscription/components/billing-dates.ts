import { calendarDay } from '../../../lib/i18n/format';

export { calendarDay };

const DAY = 24 * 60 * 60 * 1000;

/** Whole days from today to `date` (negative once it passed), on the visitor's calendar. */
export const daysUntil = (date: string, now = new Date()): number => {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  return Math.round((calendarDay(date).getTime() - today.getTime()) / DAY);
};

/** The calendar date `days` after `date`. */
export const addDays = (date: string, days: number): string => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
