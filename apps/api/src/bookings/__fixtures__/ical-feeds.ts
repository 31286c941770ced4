/**
 * One event of a test feed; dates 'YYYY-MM-DD' are all-day, as the channels export them, and
 * 'YYYY-MM-DDTHH:mm:ssZ' timed, as some exporters give a booking's hours.
 */
export type FeedEvent = {
  uid: string;
  start: string;
  end: string;
  summary: string;
  description?: string;
};

const compact = (date: string) => date.replaceAll(/[-:]/g, '');
const dateProperty = (name: string, value: string) =>
  value.includes('T') ? `${name}:${compact(value)}` : `${name};VALUE=DATE:${compact(value)}`;

const vevent = ({ uid, start, end, summary, description }: FeedEvent): string[] => [
  'BEGIN:VEVENT',
  dateProperty('DTSTART', start),
  dateProperty('DTEND', end),
  `UID:${uid}`,
  ...(description ? [`DESCRIPTION:${description.replaceAll('\n', '\\n')}`] : []),
  `SUMMARY:${summary}`,
  'END:VEVENT',
];

/** A calendar as a channel exports it (`prodId` names the exporter). */
export const calendarFeed = (events: FeedEvent[], prodId = '-//Chegada tests//EN'): string =>
  [
    'BEGIN:VCALENDAR',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap(vevent),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** An Airbnb booking: "Reserved", the reservation's URL and the phone's last digits. */
export const airbnbBooking = (
  uid: string,
  start: string,
  end: string,
  code = 'HMABCD1234',
  phoneDigits = '5678',
): FeedEvent => ({
  uid,
  start,
  end,
  summary: 'Reserved',
  description:
    `Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\n` +
    `Phone Number (Last 4 Digits): ${phoneDigits}`,
});

/** Dates the host closed on Airbnb: not a booking. */
export const airbnbBlock = (uid: string, start: string, end: string): FeedEvent => ({
  uid,
  start,
  end,
  summary: 'Airbnb (Not available)',
});

/** Booking.com labels every booking so. */
export const bookingComEvent = (uid: string, start: string, end: string): FeedEvent => ({
  uid,
  start,
  end,
  summary: 'CLOSED - Not available',
});
