import ICAL from 'ical.js';
import { zonedDateTime } from '@chegada/domain';
import type { BookingRule } from '@chegada/contracts';

/** A booking as a calendar feed tells it; `uid` is its idempotency key. */
export type FeedBooking = {
  uid: string;
  /** ISO 8601 with the property's offset, at the event's times or else the property's. */
  checkIn: string;
  checkOut: string;
  /** Airbnb's confirmation code (HM…), from the reservation URL in the description. */
  bookingCode: string | null;
  /** The last four digits of the guest's phone, where Airbnb's description gives them. */
  phoneLastDigits: string | null;
};

/** What the dates are read against: the property's zone and hours ('HH:mm'). */
export type PropertyHours = { timeZone: string; checkInTime: string; checkOutTime: string };

export class FeedNotCalendar extends Error {
  constructor() {
    super('NOT_A_CALENDAR');
  }
}

const BLOCK = /not available|blocked|unavailable/i;
const BOOKING_CODE = /\/details\/([A-Z0-9]{6,14})\b/;
const PHONE_DIGITS = /last 4 digits\)?\s*:\s*(\d{4})\b/i;

const isBooking = (summary: string, rule: BookingRule): boolean =>
  rule === 'every-event' || (/^\s*reserved\b/i.test(summary) && !BLOCK.test(summary));

/** The calendar date an iCal time names, in the property's zone when it is an instant. */
const calendarDate = (time: ICAL.Time, timeZone: string): string => {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone) return time.toString().slice(0, 10);
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(time.toJSDate());
};

/**
 * The wall-clock time ('HH:mm') an event's start or end names in the property's zone; null for
 * a date alone or a midnight, which feeds write for a whole day (the property's hours then).
 */
const clockTime = (time: ICAL.Time, timeZone: string): string | null => {
  if (time.isDate || (time.hour === 0 && time.minute === 0)) return null;
  if (time.zone === ICAL.Timezone.localTimezone) return time.toString().slice(11, 16);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(time.toJSDate());
};

const parseCalendar = (text: string): ICAL.Component => {
  try {
    const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
    if (component.name === 'vcalendar') return component;
  } catch {
    // Not iCalendar at all: told apart below.
  }
  throw new FeedNotCalendar();
};

/**
 * The bookings of a calendar feed: the events the rule counts, each on calendar dates at the
 * event's own times (a DATE-TIME start or end) or else the property's check-in and check-out. Events without a UID or whose end is not after their
 * start are left out; a UID met twice counts once.
 */
export const bookingsInFeed = (
  text: string,
  rule: BookingRule,
  hours: PropertyHours,
): FeedBooking[] => {
  const bookings = new Map<string, FeedBooking>();
  for (const vevent of parseCalendar(text).getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const uid = event.uid?.trim();
    if (!uid || bookings.has(uid) || !event.startDate || !isBooking(event.summary ?? '', rule))
      continue;
    const start = calendarDate(event.startDate, hours.timeZone);
    const end = event.endDate ? calendarDate(event.endDate, hours.timeZone) : start;
    if (end <= start) continue;
    const description = event.description ?? '';
    bookings.set(uid, {
      uid,
      checkIn: zonedDateTime(
        start,
        clockTime(event.startDate, hours.timeZone) ?? hours.checkInTime,
        hours.timeZone,
      ),
      checkOut: zonedDateTime(
        end,
        (event.endDate && clockTime(event.endDate, hours.timeZone)) ?? hours.checkOutTime,
        hours.timeZone,
      ),
      bookingCode: BOOKING_CODE.exec(description)?.[1] ?? null,
      phoneLastDigits: PHONE_DIGITS.exec(description)?.[1] ?? null,
    });
  }
  return [...bookings.values()];
};
