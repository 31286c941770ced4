import {
  airbnbBlock,
  airbnbBooking,
  bookingComEvent,
  calendarFeed,
} from '../__fixtures__/ical-feeds';
import { bookingsInFeed, FeedNotCalendar, type PropertyHours } from './feed-bookings';

const SAO_PAULO: PropertyHours = {
  timeZone: 'America/Sao_Paulo',
  checkInTime: '14:00',
  checkOutTime: '11:00',
};

describe('bookingsInFeed', () => {
  it("reads Airbnb's bookings with their code and phone digits, and leaves its blocks out", () => {
    const feed = calendarFeed(
      [
        airbnbBooking('a1@airbnb.com', '2026-12-10', '2026-12-15', 'HMQW12ER34', '4321'),
        airbnbBlock('b1@airbnb.com', '2026-12-18', '2026-12-20'),
      ],
      '-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    );
    expect(bookingsInFeed(feed, 'reserved', SAO_PAULO)).toEqual([
      {
        uid: 'a1@airbnb.com',
        checkIn: '2026-12-10T14:00:00-03:00',
        checkOut: '2026-12-15T11:00:00-03:00',
        bookingCode: 'HMQW12ER34',
        phoneLastDigits: '4321',
      },
    ]);
  });

  it('counts every Booking.com event as a booking, "CLOSED - Not available" as it is', () => {
    const feed = calendarFeed([bookingComEvent('x@booking.com', '2027-01-03', '2027-01-05')]);
    const manaus = { ...SAO_PAULO, timeZone: 'America/Manaus' };
    expect(bookingsInFeed(feed, 'every-event', manaus)).toEqual([
      {
        uid: 'x@booking.com',
        checkIn: '2027-01-03T14:00:00-04:00',
        checkOut: '2027-01-05T11:00:00-04:00',
        bookingCode: null,
        phoneLastDigits: null,
      },
    ]);
    expect(bookingsInFeed(feed, 'reserved', SAO_PAULO)).toEqual([]);
  });

  it("reads a timed event on the property's calendar and clock, at the event's own times", () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:timed-1',
      // 01:30 UTC on the 11th is still the 10th in São Paulo.
      'DTSTART:20261211T013000Z',
      'DTEND:20261213T150000Z',
      'SUMMARY:Reserved - Maria',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(bookingsInFeed(feed, 'reserved', SAO_PAULO)).toMatchObject([
      {
        uid: 'timed-1',
        checkIn: '2026-12-10T22:30:00-03:00',
        checkOut: '2026-12-13T12:00:00-03:00',
      },
    ]);
  });

  it("keeps the property's hours for an event at midnight, as feeds write a whole day", () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:midnight-1',
      'DTSTART:20261215T000000',
      'DTEND:20261218T093000',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(bookingsInFeed(feed, 'reserved', SAO_PAULO)).toMatchObject([
      { checkIn: '2026-12-15T14:00:00-03:00', checkOut: '2026-12-18T09:30:00-03:00' },
    ]);
  });

  it('leaves out events without a UID or dates, and counts a repeated UID once', () => {
    const feed = calendarFeed([
      bookingComEvent('same', '2027-02-01', '2027-02-03'),
      bookingComEvent('same', '2027-02-01', '2027-02-03'),
      bookingComEvent('', '2027-02-05', '2027-02-06'),
      bookingComEvent('backwards', '2027-02-09', '2027-02-08'),
    ]);
    expect(bookingsInFeed(feed, 'every-event', SAO_PAULO).map(({ uid }) => uid)).toEqual(['same']);
  });

  it('says when what was fetched is not a calendar', () => {
    expect(() => bookingsInFeed('<html>Sign in</html>', 'every-event', SAO_PAULO)).toThrow(
      FeedNotCalendar,
    );
    expect(() => bookingsInFeed('BEGIN:VCARD\r\nEND:VCARD', 'every-event', SAO_PAULO)).toThrow(
      FeedNotCalendar,
    );
  });
});
