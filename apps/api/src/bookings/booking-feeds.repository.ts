import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { TablesRepository } from '../infrastructure';
import type { BookingsTables, FeedResidenceTables, SyncRunsTables } from './bookings.tables';
import type { Validators } from './guarded-fetch/public-fetch';
import type { BookingRule } from '@chegada/contracts';
import { syncColumns, syncStatusOf } from './sync-outcome';
import { forgetRuns, recentRuns, recordRun, type RunCounts, type SyncRun } from './sync-runs';
import { IMPORT_TARGET_COLUMNS, withLanguage } from './import-target-columns';

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
  runs: SyncRun[];
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

type Tables = Pick<BookingsTables, 'booking_feeds'> & FeedResidenceTables & SyncRunsTables;

/** A property's calendar feed (booking_feeds): its address, when it runs, how it went. */
@Injectable()
export class BookingFeeds extends TablesRepository<Tables> {
  /**
   * Sets the feed of a property of the account (false: no such property); a new address
   * forgets the old one's validators and what its syncs did, so the panel shows no result of
   * an address it no longer reads; a new rule forgets the validators too, so the next sync
   * reads the feed whole (no 304) and applies it. Either way the feed runs at once.
   */
  async save(
    accountId: string,
    residenceId: string,
    url: string,
    rule: BookingRule,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ residence_id: string; moved: boolean }>`
        with old as (select url from booking_feeds where residence_id = ${residenceId})
        insert into booking_feeds (residence_id, account_id, url, booking_rule)
        select id, account_id, ${url}, ${rule} from residences
          where id = ${residenceId} and account_id = ${accountId} and archived_at is null
        on conflict (residence_id) do update set
          url = excluded.url,
          booking_rule = excluded.booking_rule,
          etag = case when booking_feeds.url = excluded.url
            and booking_feeds.booking_rule = excluded.booking_rule then booking_feeds.etag end,
          last_modified = case when booking_feeds.url = excluded.url
            and booking_feeds.booking_rule = excluded.booking_rule
            then booking_feeds.last_modified end,
          last_sync_at = case when booking_feeds.url = excluded.url
            then booking_feeds.last_sync_at end,
          last_created = case when booking_feeds.url = excluded.url
            then booking_feeds.last_created else 0 end,
          last_changed = case when booking_feeds.url = excluded.url
            then booking_feeds.last_changed else 0 end,
          last_cancelled = case when booking_feeds.url = excluded.url
            then booking_feeds.last_cancelled else 0 end,
          last_error = case when booking_feeds.url = excluded.url
            then booking_feeds.last_error end,
          last_error_status = case when booking_feeds.url = excluded.url
            then booking_feeds.last_error_status end,
          next_run_at = now()
        returning residence_id,
          coalesce((select url from old), '') is distinct from ${url} as moved`.execute(trx);
      const saved = rows[0];
      if (saved?.moved) await forgetRuns(trx, { feed: residenceId });
      return saved !== undefined;
    });
  }

  /** Whether the account has this property (archived ones too: their feed can be read). */
  hasResidence(accountId: string, residenceId: string): Promise<boolean> {
    return this.hasRow('residences', { id: residenceId, account_id: accountId });
  }

  async remove(accountId: string, residenceId: string): Promise<void> {
    await this.db
      .deleteFrom('booking_feeds')
      .where('residence_id', '=', residenceId)
      .where('account_id', '=', accountId)
      .execute();
  }

  async status(accountId: string, residenceId: string): Promise<FeedStatus | null> {
    const row = await this.findRow('booking_feeds', {
      residence_id: residenceId,
      account_id: accountId,
    });
    if (!row) return null;
    return {
      url: row.url,
      bookingRule: row.booking_rule,
      nextRunAt: row.next_run_at,
      ...syncStatusOf(row, await recentRuns(this.db, { feed: residenceId })),
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
        ...IMPORT_TARGET_COLUMNS,
      ])
      .where('feed.residence_id', '=', residenceId)
      .where('residence.archived_at', 'is', null)
      .executeTakeFirst();
    return row && withLanguage(row);
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

  /**
   * How a sync of `url` ended: its counts or its failure, the answer's validators, the next
   * run; nothing when the feed's address changed meanwhile (the new one's result comes next).
   */
  async recordSync(
    residenceId: string,
    url: string,
    outcome: { counts: RunCounts; failure: SyncFailure | null; validators?: Validators },
    at: Date,
    nextRunAt: Date,
  ): Promise<void> {
    const { validators } = outcome;
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('booking_feeds')
        .set({
          ...syncColumns(outcome, at),
          next_run_at: nextRunAt,
          ...(validators ? { etag: validators.etag, last_modified: validators.lastModified } : {}),
        })
        .where('residence_id', '=', residenceId)
        .where('url', '=', url)
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) await recordRun(trx, { feed: residenceId }, outcome, at);
    });
  }
}
