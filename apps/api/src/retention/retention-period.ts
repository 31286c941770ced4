import { sql, type RawBuilder } from 'kysely';

/** Where the retention rules count days: Brasília, the national reference (no DST since 2019). */
export const RETENTION_TIME_ZONE = 'America/Sao_Paulo';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The date an instant falls on in Brasília, as YYYY-MM-DD. */
export const dateInBrazil = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: RETENTION_TIME_ZONE }).format(at);

/**
 * A stay's checkout DATE (hosts often never press "finish checkout"): as given when a date was
 * given alone, else the date its instant falls on in Brasília — as the reservation list's
 * `coalesce(check_out_day, check_out at time zone …)` reads it.
 */
export const checkoutDateOf = (checkOut: string): string =>
  DATE_ONLY.test(checkOut) ? checkOut : dateInBrazil(new Date(checkOut));

/** `date` plus `months`, the last day of a shorter month kept as PostgreSQL's date + interval. */
const addMonths = (date: string, months: number): string => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
};

/** Brasília's offset from UTC at an instant, in milliseconds (-3 h today). */
const offsetAt = (at: number): number => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: RETENTION_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) - at;
};

/**
 * The moment a stay's documents and personal data stop being kept (issue 32): the start, in
 * Brasília, of its checkout date plus the host's months. The one rule for both the kept records'
 * keep_until (a deletion's answer, what it keeps) and the retention job, which erases a stay's
 * personal data from that moment on (`personalDataKeptUntilSql`).
 */
export const personalDataKeptUntil = (checkOut: string, months: number): Date => {
  const midnightUtc = Date.parse(`${addMonths(checkoutDateOf(checkOut), months)}T00:00:00Z`);
  return new Date(midnightUtc - offsetAt(midnightUtc));
};

/**
 * personalDataKeptUntil in SQL, for the retention job's plan: the stay's checkout date (a SQL
 * date) plus `months`, at the start of that day in Brasília.
 */
export const personalDataKeptUntilSql = (
  checkoutDate: RawBuilder<unknown>,
  months: RawBuilder<unknown>,
): RawBuilder<Date> =>
  sql<Date>`(((${checkoutDate}) + make_interval(months => ${months}))::date::timestamp
    at time zone ${sql.lit(RETENTION_TIME_ZONE)})`;
