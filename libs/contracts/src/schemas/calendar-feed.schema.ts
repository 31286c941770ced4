import { object, string, type InferType } from 'yup';

/** Which events of a feed from an unknown host are bookings (Airbnb and Booking.com decide). */
export const calendarBookingRules = ['reserved', 'every-event'] as const;
export type CalendarBookingRule = (typeof calendarBookingRules)[number];

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** PUT /api/residences/:id/calendar-feed: the listing's calendar (iCal) export address. */
export const calendarFeedSchema = object({
  url: string()
    .trim()
    .required('validation.required')
    .max(2000, 'validation.maxLength')
    .matches(HTTP_URL, 'bookings.invalidFeedUrl'),
  bookingRule: string().default('every-event').oneOf(calendarBookingRules, 'validation.chooseOne'),
}).noUnknown('validation.unknownField');
export type CalendarFeedRequest = InferType<typeof calendarFeedSchema>;

/** Why the last sync failed, as a catalogue key (bookings.feedError.*) and its sentence. */
export type CalendarFeedErrorView = { code: string; status: number | null; message: string };

/** GET /api/residences/:id/calendar-feed: the feed and what its last sync did. */
export type CalendarFeedView = {
  url: string;
  bookingRule: CalendarBookingRule;
  /** airbnb, booking, vrbo or other: known from the address's host. */
  provider: string;
  /** Whether the provider decides which events are bookings (else bookingRule does). */
  providerDecides: boolean;
  lastSyncAt: string | null;
  nextRunAt: string;
  created: number;
  changed: number;
  cancelled: number;
  lastError: CalendarFeedErrorView | null;
};
