import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { TablesRepository } from '../infrastructure';
import type { BookingsTables, FeedResidenceTables } from './bookings.tables';
import type { Validators } from './guarded-fetch/public-fetch';
import type { BookingRule } from '@chegada/contracts';

/** What one sync did, for the host. */
export type SyncCounts = { created: number; changed: number; cancelled: number };

/** Why the last sync failed: a catalogue code, and the channel's status for HTTP_ERROR. */
export type SyncFailure = { code: string; status: number | null };

/** A property's feed as the host sees it. */
export type FeedStatus = {
  url: string;
  bookingRule: BookingRule;
  lastSyncAt: Date | null;
  nextRunAt: Date;
  counts: SyncCounts;
  lastError: SyncFailure | null;
};

/** Everything a sync of one property needs. */
export type FeedToSync = Validators & {
  residenceId: string;
  accountId: string;
  url: string;
  bookingRule: BookingRule;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number;
  language: string;
};

type Tables = Pick<BookingsTables, 'booking_feeds'> & FeedResidenceTables;

/** A property's calendar feed (booking_feeds): its address, when it runs, how it went. */
@Injectable()
export class BookingFeeds extends TablesRepository<Tables> {
  /**
   * Sets the feed of a property of the account (false: no such property); a new address
   * forgets the old one's validators. Either way the feed runs at once.
   */
  async save(
    accountId: string,
    residenceId: string,
    url: string,
    rule: BookingRule,
  ): Promise<boolean> {
    const { rows } = await sql<{ residence_id: string }>`
      insert into booking_feeds (residence_id, account_id, url, booking_rule)
      select id, account_id, ${url}, ${rule} from residences
        where id = ${residenceId} and account_id = ${accountId} and archived_at is null
      on conflict (residence_id) do update set
        url = excluded.url,
        booking_rule = excluded.booking_rule,
        etag = case when booking_feeds.url = excluded.url then booking_feeds.etag end,
        last_modified = case when booking_feeds.url = excluded.url
          then booking_feeds.last_modified end,
        next_run_at = now()
      returning residence_id`.execute(this.db);
    return rows.length === 1;
  }

  /** Whether the account has this property (archived ones too: their feed can be read). */
  async hasResidence(accountId: string, residenceId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('residences')
      .select('id')
      .where('id', '=', residenceId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async remove(accountId: string, residenceId: string): Promise<void> {
    await this.db
      .deleteFrom('booking_feeds')
      .where('residence_id', '=', residenceId)
      .where('account_id', '=', accountId)
      .execute();
  }

  async status(accountId: string, residenceId: string): Promise<FeedStatus | null> {
    const row = await this.db
      .selectFrom('booking_feeds')
      .selectAll()
      .where('residence_id', '=', residenceId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      url: row.url,
      bookingRule: row.booking_rule,
      lastSyncAt: row.last_sync_at,
      nextRunAt: row.next_run_at,
      counts: {
        created: row.last_created,
        changed: row.last_changed,
        cancelled: row.last_cancelled,
      },
      lastError: row.last_error ? { code: row.last_error, status: row.last_error_status } : null,
    };
  }

  /** The feeds due by `now` on properties still in use, oldest first. */
  async due(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('booking_feeds as feed')
      .innerJoin('residences as residence', 'residence.id', 'feed.residence_id')
      .select('feed.residence_id')
      .where('feed.next_run_at', '<=', now)
      .where('residence.archived_at', 'is', null)
      .orderBy('feed.next_run_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.residence_id);
  }

  async toSync(residenceId: string): Promise<FeedToSync | undefined> {
    const row = await this.db
      .selectFrom('booking_feeds as feed')
      .innerJoin('residences as residence', 'residence.id', 'feed.residence_id')
      .select([
        'feed.residence_id as residenceId',
        'feed.account_id as accountId',
        'feed.url',
        'feed.booking_rule as bookingRule',
        'feed.etag',
        'feed.last_modified as lastModified',
        'residence.time_zone as timeZone',
        'residence.check_in_time as checkInTime',
        'residence.check_out_time as checkOutTime',
        'residence.max_guests as maxGuests',
        'residence.supported_languages as languages',
      ])
      .where('feed.residence_id', '=', residenceId)
      .where('residence.archived_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const { languages, ...feed } = row;
    return { ...feed, language: languages[0] ?? 'pt-BR' };
  }

  /** Puts the feed first in line ("sync now"); false when the property has none. */
  async runNow(accountId: string, residenceId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('booking_feeds')
      .set({ next_run_at: now })
      .where('residence_id', '=', residenceId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** How a sync ended: its counts or its failure, the answer's validators, the next run. */
  async recordSync(
    residenceId: string,
    outcome: { counts: SyncCounts; failure: SyncFailure | null; validators?: Validators },
    at: Date,
    nextRunAt: Date,
  ): Promise<void> {
    const { counts, failure, validators } = outcome;
    await this.db
      .updateTable('booking_feeds')
      .set({
        last_sync_at: at,
        next_run_at: nextRunAt,
        last_created: counts.created,
        last_changed: counts.changed,
        last_cancelled: counts.cancelled,
        last_error: failure?.code ?? null,
        last_error_status: failure?.status ?? null,
        ...(validators ? { etag: validators.etag, last_modified: validators.lastModified } : {}),
      })
      .where('residence_id', '=', residenceId)
      .execute();
  }
}
