import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { calendarRemovedMotive, negotiateLocale, type Locale } from '@chegada/contracts';
import { integrationCommandContext, type CommandContext } from '../../common';
import {
  BookingFeeds,
  type FeedToSync,
  type SyncCounts,
  type SyncFailure,
} from '../booking-feeds.repository';
import {
  BookingImports,
  type ImportRecord,
  type ImportTarget,
} from '../booking-imports.repository';
import { FetchFailure, publicFetch, type PublicFetchLimits } from '../guarded-fetch/public-fetch';
import { ReservationImport } from '../reservation-import';
import { emptyTally, recordedSync, type SyncTally } from '../sync-outcome';
import { bookingsInFeed, FeedNotCalendar, type FeedBooking } from './feed-bookings';
import { bookingRuleFor, feedProviderOf } from '@chegada/contracts';
import { providerLabel, stayLabel } from './stay-label';

const MAX_REDIRECTS = 5;

const failureOf = (error: unknown): SyncFailure | null => {
  if (error instanceof FetchFailure) return { code: error.code, status: error.status ?? null };
  if (error instanceof FeedNotCalendar) return { code: 'NOT_A_CALENDAR', status: null };
  return null;
};

/**
 * One property's calendar feed kept in step: fetched from a public address (a 304 does
 * nothing), its bookings imported through the lifecycle (none whose stay is already over), the ones gone from it cancelled while
 * their checkout is ahead (feeds drop past stays), and how it went recorded for the host.
 */
@Injectable()
export class ICalFeedSync {
  private readonly logger = new Logger('ICalFeedSync');
  private readonly limits: PublicFetchLimits;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly feeds: BookingFeeds,
    private readonly imports: BookingImports,
    private readonly reservations: ReservationImport,
  ) {
    this.limits = {
      allowedPrivateHosts: config.ICAL_ALLOWED_PRIVATE_HOSTS,
      timeoutMs: config.ICAL_TIMEOUT_MS,
      maxBytes: config.ICAL_MAX_BYTES,
      maxRedirects: MAX_REDIRECTS,
    };
  }

  /** Syncs the property's feed; nothing when it has none (removed since it was queued). */
  async sync(residenceId: string): Promise<SyncCounts | null> {
    const feed = await this.feeds.toSync(residenceId);
    if (!feed) return null;
    const recorder = {
      logger: this.logger,
      source: `Feed of ${residenceId}`,
      failureOf,
      record: this.feeds.recordSync.bind(this.feeds, residenceId, feed.url),
    };
    return recordedSync(recorder, this.config.BOOKINGS_SYNC_SECONDS, async () => {
      const answer = await publicFetch(feed.url, this.limits, feed);
      if (answer.kind === 'not-modified') return { counts: emptyTally() };
      const counts = await this.importFeed(feed, answer.body);
      // A feed whose new bookings were held is read whole next time, even unchanged (no 304).
      const forget = { etag: null, lastModified: null };
      return { counts, validators: counts.held > 0 ? forget : answer };
    });
  }

  private async importFeed(feed: FeedToSync, body: string): Promise<SyncTally> {
    const bookings = bookingsInFeed(body, bookingRuleFor(feed.url, feed.bookingRule), feed);
    const target: ImportTarget = {
      integration: 'ical',
      scope: feed.residenceId,
      accountId: feed.accountId,
      residenceId: feed.residenceId,
    };
    const context = integrationCommandContext(feed.accountId, 'ical', randomUUID());
    const known = new Map((await this.imports.list(target)).map((row) => [row.externalId, row]));
    // A stay already over is not a new arrival to wait for (feeds drop them soon anyway).
    const now = Date.parse(context.occurredAt);
    const current = bookings.filter(
      (booking) => known.has(booking.uid) || Date.parse(booking.checkOut) > now,
    );
    const counts = await this.reservations.applyInPages(
      current,
      (page) =>
        page.map((booking) => ({
          target,
          booking: this.incoming(feed, booking),
          known: known.get(booking.uid),
        })),
      context,
    );
    for (const booking of bookings) known.delete(booking.uid);
    counts.cancelled = await this.cancelGone(feed, target, [...known.values()], context);
    return counts;
  }

  /** Bookings gone from the feed whose stay has not ended: cancelled by the integration. */
  private async cancelGone(
    feed: FeedToSync,
    target: ImportTarget,
    gone: ImportRecord[],
    context: CommandContext,
  ): Promise<number> {
    const now = Date.parse(context.occurredAt);
    // Stored in pt-BR as every system motive; each reader sees it in their own language.
    const motive = calendarRemovedMotive(providerLabel(feedProviderOf(feed.url).source));
    let cancelled = 0;
    for (const record of gone) {
      if (record.cancelled || !record.created || Date.parse(record.checkOut) <= now) continue;
      if (await this.reservations.cancel(target, record, motive, context)) cancelled += 1;
    }
    return cancelled;
  }

  private incoming(feed: FeedToSync, booking: FeedBooking) {
    const { source } = feedProviderOf(feed.url);
    return {
      externalId: booking.uid,
      reservationId: randomUUID(),
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      bookingCode: booking.bookingCode,
      phoneLastDigits: booking.phoneLastDigits,
      guestName: stayLabel(source, booking),
      source,
      maxGuests: feed.maxGuests,
      language: this.localeOf(feed),
    };
  }

  private localeOf(feed: FeedToSync): Locale {
    return negotiateLocale(feed.language);
  }
}
