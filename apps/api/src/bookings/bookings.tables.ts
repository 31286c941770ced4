import type { ColumnType, Generated } from 'kysely';
import type { BookingRule } from '@chegada/contracts';

/** When a feed or a Stays account runs next, and how its last sync went. */
type SyncedColumns = {
  next_run_at: ColumnType<Date, Date | undefined, Date>;
  last_sync_at: Date | null;
  last_created: Generated<number>;
  last_changed: Generated<number>;
  last_cancelled: Generated<number>;
  last_error: string | null;
  last_error_status: number | null;
  created_at: ColumnType<Date, never, never>;
};

/** The bookings module's tables (bookings.migrations.ts). */
export type BookingsTables = {
  booking_feeds: SyncedColumns & {
    residence_id: string;
    account_id: string;
    url: string;
    booking_rule: BookingRule;
    etag: string | null;
    last_modified: string | null;
  };
  booking_imports: {
    integration: string;
    scope: string;
    external_id: string;
    account_id: string;
    residence_id: string;
    reservation_id: string;
    check_in: string;
    check_out: string;
    booking_code: string | null;
    phone_last_digits: string | null;
    created: Generated<boolean>;
    cancelled_at: Date | null;
  };
};

/** One sync of a feed or of a Stays account, whichever it belongs to (bookings.migrations.ts). */
export type SyncRunsTables = {
  booking_sync_runs: {
    id: Generated<string>;
    feed_residence_id: string | null;
    stays_account_id: string | null;
    at: Date;
    created: number;
    changed: number;
    cancelled: number;
    refused: number;
    error: string | null;
    error_status: number | null;
  };
};

/** An account's Stays.net connection and the listings it maps (bookings.migrations.ts). */
export type StaysTables = {
  stays_connections: SyncedColumns & {
    account_id: string;
    domain: string;
    client_id: string;
    client_secret_sealed: string;
    webhook_key_hash: string;
    webhook_key_sealed: string;
    disconnected_at: Date | null;
  };
  stays_listings: { account_id: string; listing_id: string; residence_id: string };
};

/** The residences' columns a sync reads (the residences module owns the table). */
export type FeedResidenceTables = {
  residences: {
    id: string;
    account_id: string;
    time_zone: string;
    check_in_time: string;
    check_out_time: string;
    name: string;
    max_guests: number;
    supported_languages: string[];
    archived_at: Date | null;
  };
};
