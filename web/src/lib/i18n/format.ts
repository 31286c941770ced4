// One formatter for money on screens and in the server's e-mails (libs/contracts).
export { formatMoney } from '@chegada/contracts';

/** A calendar date (YYYY-MM-DD, as a provider bills) at noon here: formatted, it stays that day. */
export const calendarDay = (date: string): Date => new Date(`${date}T12:00:00`);
