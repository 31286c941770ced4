/** A wall-clock date and time in a place: "2027-03-10" and "14:00". */
export type WallTime = { date: string; time: string };

const partsIn = (instant: Date, timeZone: string): Record<string, string> =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );

/** What a clock in `timeZone` reads at `iso`. */
export const wallTimeOf = (iso: string, timeZone: string): WallTime => {
  const parts = partsIn(new Date(iso), timeZone);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
};

/** Minutes `timeZone` is ahead of UTC at `instant` (−180 in São Paulo). */
const offsetAt = (instant: number, timeZone: string): number => {
  const { date, time } = wallTimeOf(new Date(instant).toISOString(), timeZone);
  return (Date.parse(`${date}T${time}:00Z`) - instant) / 60_000;
};

const pad = (value: number) => String(Math.floor(value)).padStart(2, '0');

/**
 * The instant a clock in `timeZone` reads `date` `time`, as ISO 8601 with that place's offset
 * (2027-03-10T14:00:00-03:00): how the API takes a stay's dates.
 */
export const isoAt = ({ date, time }: WallTime, timeZone: string): string => {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // Half-typed: nothing the API would take as a date (its schema then says so).
  if (Number.isNaN(asUtc)) return '';
  // Twice: the offset at the guessed instant, then at the corrected one (a change of offset).
  const offset = offsetAt(asUtc - offsetAt(asUtc, timeZone) * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${date}T${time}:00${sign}${pad(absolute / 60)}:${pad(absolute % 60)}`;
};
