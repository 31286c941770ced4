// One formatter for money on screens and in the server's e-mails (libs/contracts).
export { formatMoney } from '@chegada/contracts';

/** A calendar date (YYYY-MM-DD, as a provider bills) at noon here: formatted, it stays that day. */
export const calendarDay = (date: string): Date => new Date(`${date}T12:00:00`);

/** A calendar day with its four-digit year: the short date of en-US and es-ES has two. */
export const DAY_WITH_YEAR = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;

/**
 * The account's zone (it has no other yet): the moments the platform itself records (its
 * syncs, retention runs, data requests) read in it wherever the host is, so every panel agrees.
 */
export const ACCOUNT_TIME_ZONE = 'America/Sao_Paulo';

/** The browser's zone: where the person reading is, as far as the page can tell. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment with its four-digit year, and its time of day. */
export const MOMENT_WITH_YEAR = { ...DAY_WITH_YEAR, hour: 'numeric', minute: '2-digit' } as const;

/**
 * A day and a time of day as a wall clock shows them (YYYY-MM-DD, HH:mm): one instant to
 * format with MOMENT_WITH_YEAR in UTC, so it reads as the locale writes its other moments
 * ("11/30/2026, 2:00 PM", "30/11/2026, 14:00"); null when the time is not one.
 */
export const wallClock = (day: string, time: string): Date | null => {
  const instant = new Date(`${day}T${time}:00Z`);
  return Number.isNaN(instant.getTime()) ? null : instant;
};
