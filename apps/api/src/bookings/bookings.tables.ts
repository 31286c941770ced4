import type { ColumnType, Generated } from 'kysely';
import type { BookingRule } from '@chegada/contracts';

/** The bookings module's tables (bookings.migrations.ts). */
export type BookingsTables = {
  booking_feeds: {
    residence_id: string;
    account_id: string;
    url: string;
    booking_rule: BookingRule;
    etag: string | null;
    last_modified: string | null;
    next_run_at: ColumnType<Date, Date | undefined, Date>;
    last_sync_at: Date | null;
    last_created: Generated<number>;
    last_changed: Generated<number>;
    last_cancelled: Generated<number>;
    last_error: string | null;
    last_error_status: number | null;
    created_at: ColumnType<Date, never, never>;
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

/** The residences' columns a sync reads (the residences module owns the table). */
export type FeedResidenceTables = {
  residences: {
    id: string;
    account_id: string;
    time_zone: string;
    check_in_time: string;
    check_out_time: string;
    max_guests: number;
    supported_languages: string[];
    archived_at: Date | null;
  };
};
