import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { TablesRepository } from '../../infrastructure';
import type { SyncFailure } from '../booking-feeds.repository';
import type {
  BookingsTables,
  FeedResidenceTables,
  StaysTables,
  SyncRunsTables,
} from '../bookings.tables';
import { syncColumns, syncStatusOf, type SyncStatus } from '../sync-outcome';
import { IMPORT_TARGET_COLUMNS, withLanguage } from '../import-target-columns';
import { recentRuns, recordRun, type RunCounts } from '../sync-runs';

/** A connection as stored: the secret and webhook key still sealed. */
export type StoredConnection = SyncStatus & {
  accountId: string;
  domain: string;
  clientId: string;
  clientSecretSealed: string;
  webhookKeySealed: string;
  nextRunAt: Date;
};

/** A mapped listing's property, with what its bookings are read against. */
export type MappedProperty = {
  listingId: string;
  residenceId: string;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number;
  language: string;
};

export type PropertyChoice = { id: string; name: string; hasCalendarFeed: boolean };

export type MappingOutcome = 'mapped' | 'no-property' | 'has-calendar-feed';

type Tables = StaysTables &
  FeedResidenceTables &
  Pick<BookingsTables, 'booking_feeds'> &
  SyncRunsTables;

/** The accounts' Stays connections (stays_connections) and their listings (stays_listings). */
@Injectable()
export class StaysConnections extends TablesRepository<Tables> {
  /** Creates or updates the account's connection; a null secret keeps the stored one. */
  async save(
    accountId: string,
    fields: { domain: string; clientId: string; clientSecretSealed: string | null },
    webhook: { hash: string; sealed: string },
  ): Promise<void> {
    const { domain, clientId, clientSecretSealed } = fields;
    await this.db
      .insertInto('stays_connections')
      .values({
        account_id: accountId,
        domain,
        client_id: clientId,
        client_secret_sealed: clientSecretSealed ?? '',
        webhook_key_hash: webhook.hash,
        webhook_key_sealed: webhook.sealed,
      })
      .onConflict((conflict) =>
        conflict.column('account_id').doUpdateSet({
          domain,
          client_id: clientId,
          ...(clientSecretSealed ? { client_secret_sealed: clientSecretSealed } : {}),
          next_run_at: new Date(),
        }),
      )
      .execute();
  }

  async find(accountId: string): Promise<StoredConnection | undefined> {
    const row = await this.db
      .selectFrom('stays_connections')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      accountId: row.account_id,
      domain: row.domain,
      clientId: row.client_id,
      clientSecretSealed: row.client_secret_sealed,
      webhookKeySealed: row.webhook_key_sealed,
      nextRunAt: row.next_run_at,
      ...syncStatusOf(row, await recentRuns(this.db, { stays: accountId })),
    };
  }

  async accountOfWebhook(keyHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('stays_connections')
      .select('account_id')
      .where('webhook_key_hash', '=', keyHash)
      .executeTakeFirst();
    return row?.account_id;
  }

  /** Forgets the connection and its listings; the reservations it brought stay. */
  async remove(accountId: string): Promise<void> {
    await this.db.deleteFrom('stays_connections').where('account_id', '=', accountId).execute();
  }

  /** The connections due by `now`, oldest first. */
  async due(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('stays_connections')
      .select('account_id')
      .where('next_run_at', '<=', now)
      .orderBy('next_run_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.account_id);
  }

  /** Puts the connection first in line ("sync now", the webhook); false when there is none. */
  async runNow(accountId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('stays_connections')
      .set({ next_run_at: now })
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** How a sync that started `at` ended, and when the next runs. */
  async recordSync(
    accountId: string,
    outcome: { counts: RunCounts; failure: SyncFailure | null },
    at: Date,
    nextRunAt: Date,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('stays_connections')
        .set({
          ...syncColumns(outcome, at),
          // A run asked while this one ran ("sync now", a mapping, the webhook) stays due: the
          // next look of the schedule takes it, rather than a whole interval later.
          next_run_at: sql<Date>`case when next_run_at > ${at} then next_run_at else ${nextRunAt} end`,
        })
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) await recordRun(trx, { stays: accountId }, outcome, at);
    });
  }

  /** The listings mapped to properties still in use, with each property's hours. */
  async mappedProperties(accountId: string): Promise<MappedProperty[]> {
    const rows = await this.db
      .selectFrom('stays_listings as listing')
      .innerJoin('residences as residence', 'residence.id', 'listing.residence_id')
      .select([
        'listing.listing_id as listingId',
        'listing.residence_id as residenceId',
        ...IMPORT_TARGET_COLUMNS,
      ])
      .where('listing.account_id', '=', accountId)
      .where('residence.archived_at', 'is', null)
      .execute();
    return rows.map(withLanguage);
  }

  async mappings(accountId: string): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('stays_listings')
      .select(['listing_id', 'residence_id'])
      .where('account_id', '=', accountId)
      .execute();
    return new Map(rows.map((row) => [row.listing_id, row.residence_id]));
  }

  /** The account's properties in use, and whether each already reads an iCal feed. */
  async properties(accountId: string): Promise<PropertyChoice[]> {
    const rows = await this.db
      .selectFrom('residences as residence')
      .leftJoin('booking_feeds as feed', 'feed.residence_id', 'residence.id')
      .select(['residence.id', 'residence.name', 'feed.residence_id as feedOf'])
      .where('residence.account_id', '=', accountId)
      .where('residence.archived_at', 'is', null)
      .orderBy('residence.name')
      .execute();
    return rows.map(({ feedOf, ...row }) => ({ ...row, hasCalendarFeed: feedOf !== null }));
  }

  /**
   * Sends the listing's bookings to a property of the account (null: to none). A property
   * takes one listing (mapping it again moves it) and no listing while it reads an iCal feed.
   */
  async map(
    accountId: string,
    listingId: string,
    residenceId: string | null,
  ): Promise<MappingOutcome> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('stays_listings')
        .where('account_id', '=', accountId)
        .where('listing_id', '=', listingId)
        .execute();
      if (!residenceId) return 'mapped';
      const { rows } = await sql<{ id: string; feed: string | null }>`
        select residence.id, feed.residence_id as feed from residences residence
          left join booking_feeds feed on feed.residence_id = residence.id
          where residence.id = ${residenceId} and residence.account_id = ${accountId}
            and residence.archived_at is null
          for share of residence`.execute(trx);
      const found = rows[0];
      if (!found) return 'no-property';
      if (found.feed) return 'has-calendar-feed';
      await trx
        .insertInto('stays_listings')
        .values({ account_id: accountId, listing_id: listingId, residence_id: residenceId })
        .onConflict((conflict) =>
          conflict.column('residence_id').doUpdateSet({ listing_id: listingId }),
        )
        .execute();
      return 'mapped';
    });
  }

  /** Whether a Stays listing brings the property's bookings (then it takes no iCal feed). */
  async isMapped(residenceId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('stays_listings')
      .select('listing_id')
      .where('residence_id', '=', residenceId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
