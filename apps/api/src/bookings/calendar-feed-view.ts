import type { CalendarFeedView, Locale } from '@chegada/contracts';
import type { FeedStatus } from './booking-feeds.repository';
import { syncReportView } from './sync-outcome';
import { feedProviderOf } from '@chegada/contracts';

/** The shape GET /api/residences/:id/calendar-feed answers (OpenAPI text). */
export const CALENDAR_FEED_SHAPE =
  '{ url, bookingRule (reserved | every-event), provider (airbnb | booking | vrbo | other), ' +
  'providerDecides, lastSyncAt, nextRunAt, created, changed, cancelled (what the last sync ' +
  "did), lastError: { code, status, message (the caller's language, with what to do) } | null, " +
  'runs: [{ at, created, changed, cancelled, error }] (the last 5 syncs, newest first) }';

/** A feed and its last sync as the host reads them, the failure in their language. */
export const calendarFeedView = (status: FeedStatus, locale: Locale): CalendarFeedView => {
  const provider = feedProviderOf(status.url);
  return {
    url: status.url,
    bookingRule: status.bookingRule,
    provider: provider.source,
    providerDecides: provider.rule !== null,
    ...syncReportView(status, locale, 'bookings.feedError'),
  };
};
