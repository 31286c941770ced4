// Making a formatter costs about a tenth of a millisecond, using one a microsecond: one per zone
// (Brazil has a handful), kept for the process.
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format;
};

const offsetIn = (timeZone: string, instant: Date): string => {
  const name = offsetFormat(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT-03:00", or "GMT" for UTC itself.
  return name && name !== 'GMT' ? name.slice(3) : '+00:00';
};

const minutesOf = (offset: string): number => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes);
};

/**
 * A wall-clock date and time in a time zone as ISO 8601 with its offset
 * ('2027-03-10', '14:00', 'America/Manaus' → '2027-03-10T14:00:00-04:00').
 */
export const zonedDateTime = (date: string, time: string, timeZone: string): string => {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The offset at the instant the wall clock names; a second look settles a DST change.
  let offset = offsetIn(timeZone, new Date(wall));
  offset = offsetIn(timeZone, new Date(wall - minutesOf(offset) * 60_000));
  return `${date}T${time}:00${offset}`;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant of a stay's check-in or check-out: a date-time as given, or a date without a time
 * (as the API accepts and iCal all-day events bring) at the property's usual time where the
 * property is, never UTC midnight (the day before in Brazil).
 */
export const stayInstant = (value: string, usualTime: string, timeZone: string): Date =>
  new Date(DATE_ONLY.test(value) ? zonedDateTime(value, usualTime, timeZone) : value);

/**
 * The wall-clock time ('HH:mm') of a stay's check-in or check-out where the property is: the
 * booking's own ('2027-03-10T16:00:00-03:00' → '16:00', as a channel or the host set it), or
 * the property's usual time for a date alone.
 */
export const stayTimeOf = (value: string, usualTime: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(stayInstant(value, usualTime, timeZone));

/**
 * The hours a guest may declare ('HH:mm'): from the earlier of the booking's check-in and the
 * property's, until the later of their check-outs. A booking's own times (an early check-in a
 * channel sold, the host's) are never refused, nor the property's usual ones.
 */
export const stayWindow = (
  booked: { checkIn: string; checkOut: string },
  property: { checkInTime: string; checkOutTime: string },
): { earliestArrival: string; latestDeparture: string } => ({
  earliestArrival: booked.checkIn < property.checkInTime ? booked.checkIn : property.checkInTime,
  latestDeparture:
    booked.checkOut > property.checkOutTime ? booked.checkOut : property.checkOutTime,
});
