import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { TablesRepository } from '../../infrastructure';
import type { BookingsTables, FeedResidenceTables, StaysTables } from '../bookings.tables';
import { IMPORT_TARGET_COLUMNS, withLanguage } from '../import-target-columns';

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

type Tables = StaysTables & FeedResidenceTables & Pick<BookingsTables, 'booking_feeds'>;

/** Which property each Stays listing's bookings go to (stays_listings). */
@Injectable()
export class StaysListingMaps extends TablesRepository<Tables> {
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
      .selectFrom('stays_listings as listing')
      .innerJoin('stays_connections as connection', 'connection.account_id', 'listing.account_id')
      .select('listing.listing_id')
      .where('listing.residence_id', '=', residenceId)
      .where('connection.disconnected_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }
}
