/** A calendar date (YYYY-MM-DD) as the owner's language writes it: 29/11/2026, 11/29/2026. */
export const calendarDay = (locale: string, date: string): string =>
  new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
