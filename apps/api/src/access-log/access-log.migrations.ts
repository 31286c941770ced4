import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const accessLogMigrations: MigrationSet = {
  '20261213-0300-access-log': sqlMigration(
    // Marco Civil art. 15 (issue 32): the date, time and IP of each sign-in and each guest-link
    // session, kept 6 months and then deleted by the retention job. A guest's session is one
    // row per link, address and day (first and last request), not one per request.
    // No foreign keys: the log outlives a removed user or reservation for its 6 months.
    sql`
        create table access_log (
          id bigint generated always as identity primary key,
          kind text not null check (kind in ('sign-in', 'guest-link')),
          account_id uuid not null,
          user_id uuid,
          reservation_id uuid,
          guest text,
          ip text not null,
          day date not null,
          first_at timestamptz not null,
          last_at timestamptz not null,
          check ((kind = 'sign-in') = (user_id is not null)),
          check ((kind = 'guest-link') = (reservation_id is not null and guest is not null))
        )`,
    sql`
        create unique index access_log_session_idx on access_log
          (kind, coalesce(user_id::text, reservation_id::text || ':' || guest), ip, day)`,
    sql`create index access_log_first_at_idx on access_log (first_at)`,
  ),
  '20261213-0301-no-ip-in-events': sqlMigration(
    // The IPs that event metadata carried until now (command-context.ts no longer writes one)
    // leave the event log and the audit trail: an address is an access log entry, kept 6
    // months (above), never for ever. Only the metadata changes; no event's data or order does.
    // A KurrentDB store keeps its older events as written; the audit trail no longer copies it.
    sql`update es_events set metadata = metadata - 'ip' where metadata ? 'ip'`,
    sql`update audit_events set ip = null where ip is not null`,
  ),
};
