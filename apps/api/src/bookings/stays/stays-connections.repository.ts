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
import { recentRuns, recordRun, type RunCounts } from '../sync-runs';

/** A connection as stored: the secret and webhook key still sealed. */
export type StoredConnection = SyncStatus & {
  accountId: string;
  domain: string;
  clientId: string;
  clientSecretSealed: string;
  webhookKeySealed: string;
  nextRunAt: Date;
  /** Disconnected by the host: kept without its secret, so the same account comes back whole. */
  disconnected: boolean;
};

type Tables = StaysTables &
  FeedResidenceTables &
  Pick<BookingsTables, 'booking_feeds'> &
  SyncRunsTables;

/** The accounts' Stays connections (stays_connections); their listings are StaysListingMaps'. */
@Injectable()
export class StaysConnections extends TablesRepository<Tables> {
  /**
   * Creates or updates the account's connection (connected again, when it was disconnected); a
   * null secret keeps the stored one. A listing whose property took an iCal feed meanwhile lets
   * it go: one source per property.
   */
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
          disconnected_at: null,
        }),
      )
      .execute();
    await this.db
      .deleteFrom('stays_listings')
      .where('account_id', '=', accountId)
      .where('residence_id', 'in', (feeds) =>
        feeds.selectFrom('booking_feeds').select('residence_id'),
      )
      .execute();
  }

  /** The account's connection; a disconnected one only when asked (connecting again). */
  async find(
    accountId: string,
    options: { disconnected?: boolean } = {},
  ): Promise<StoredConnection | undefined> {
    const row = await this.db
      .selectFrom('stays_connections')
      .selectAll()
      .where('account_id', '=', accountId)
      .$if(!options.disconnected, (query) => query.where('disconnected_at', 'is', null))
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      accountId: row.account_id,
      domain: row.domain,
      clientId: row.client_id,
      clientSecretSealed: row.client_secret_sealed,
      webhookKeySealed: row.webhook_key_sealed,
      nextRunAt: row.next_run_at,
      disconnected: row.disconnected_at !== null,
      ...syncStatusOf(row, await recentRuns(this.db, { stays: accountId })),
    };
  }

  async accountOfWebhook(keyHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('stays_connections')
      .select('account_id')
      .where('webhook_key_hash', '=', keyHash)
      .where('disconnected_at', 'is', null)
      .executeTakeFirst();
    return row?.account_id;
  }

  /**
   * Stops syncing and forgets the secret; the listings' properties and the webhook key stay for
   * the same account connected again, the reservations it brought as they are.
   */
  async disconnect(accountId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('stays_connections')
      .set({ disconnected_at: at, client_secret_sealed: '' })
      .where('account_id', '=', accountId)
      .execute();
  }

  /** Forgets the connection, its listings and its syncs (another account takes its place). */
  async remove(accountId: string): Promise<void> {
    await this.db.deleteFrom('stays_connections').where('account_id', '=', accountId).execute();
  }

  /** The connections due by `now`, oldest first. */
  async due(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('stays_connections')
      .select('account_id')
      .where('next_run_at', '<=', now)
      .where('disconnected_at', 'is', null)
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
      .where('disconnected_at', 'is', null)
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
}
