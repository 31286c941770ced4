import { object, string, type InferType } from 'yup';
import { bookingRules, type BookingRule } from './calendar-feed-provider';

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** PUT /api/residences/:id/calendar-feed: the listing's calendar (iCal) export address. */
export const calendarFeedSchema = object({
  url: string()
    .trim()
    .required('validation.required')
    .max(2000, 'validation.maxLength')
    .matches(HTTP_URL, 'bookings.invalidFeedUrl'),
  // For a host other than Airbnb or Booking.com; not given, only the events marked "Reserved"
  // are bookings, so a blocked day never becomes a stay.
  bookingRule: string().default('reserved').oneOf(bookingRules, 'validation.chooseOne'),
}).noUnknown('validation.unknownField');
export type CalendarFeedRequest = InferType<typeof calendarFeedSchema>;

/**
 * Why a sync failed, as a catalogue key (a feed's bookings.feedError.*, a Stays account's
 * stays.syncError.*) and its sentence.
 */
export type SyncErrorView = { code: string; status: number | null; message: string };

/** One sync in a panel's history (a feed, a Stays account): what it did, or why it failed. */
export type SyncRunView = {
  at: string;
  created: number;
  changed: number;
  cancelled: number;
  /** Bookings the lifecycle refused to apply (a change to a stay cancelled or finished here). */
  refused: number;
  error: SyncErrorView | null;
};

/** What a sync panel (a feed, a Stays account) shows: the last sync, the next, the history. */
export type SyncSummaryView = {
  lastSyncAt: string | null;
  nextRunAt: string;
  created: number;
  changed: number;
  cancelled: number;
  lastError: SyncErrorView | null;
  /** The last few syncs, newest first. */
  runs: SyncRunView[];
};

/** GET /api/residences/:id/calendar-feed: the feed and what its last sync did. */
export type CalendarFeedView = SyncSummaryView & {
  url: string;
  bookingRule: BookingRule;
  /** airbnb, booking, vrbo or other: known from the address's host. */
  provider: string;
  /** Whether the provider decides which events are bookings (else bookingRule does). */
  providerDecides: boolean;
};
