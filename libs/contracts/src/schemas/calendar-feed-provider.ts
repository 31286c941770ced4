import type { BookingSource } from '@chegada/domain';

/**
 * Which of a feed's events are bookings: only those marked "Reserved" (Airbnb, VRBO; their
 * blocks say "Not available" or "Blocked"), or every event (Booking.com labels each booking
 * "CLOSED - Not available").
 */
export const bookingRules = ['reserved', 'every-event'] as const;
export type BookingRule = (typeof bookingRules)[number];

/** Who exports the feed, known from the URL's host; `rule` null: the property's setting says. */
export type FeedProvider = { source: BookingSource; rule: BookingRule | null };

const PROVIDERS: readonly { host: RegExp; provider: FeedProvider }[] = [
  {
    host: /(^|\.)airbnb\.[a-z]{2,3}(\.[a-z]{2})?$/,
    provider: { source: 'airbnb', rule: 'reserved' },
  },
  { host: /(^|\.)booking\.com$/, provider: { source: 'booking', rule: 'every-event' } },
  {
    host: /(^|\.)(vrbo|homeaway)\.[a-z]{2,3}(\.[a-z]{2})?$/,
    provider: { source: 'vrbo', rule: null },
  },
];

const UNKNOWN: FeedProvider = { source: 'other', rule: null };

export const feedProviderOf = (url: string): FeedProvider => {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return UNKNOWN;
  }
  return PROVIDERS.find((entry) => entry.host.test(host))?.provider ?? UNKNOWN;
};

/** The rule that applies to a feed: its provider's, else the one the host chose. */
export const bookingRuleFor = (url: string, propertySetting: BookingRule): BookingRule =>
  feedProviderOf(url).rule ?? propertySetting;
