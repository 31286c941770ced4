import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const personalDataRequestsMigrations: MigrationSet = {
  '20261213-0200-personal-data-requests': sqlMigration(
    // Issue 32: each request a guest makes about their data (LGPD art. 18) and its answer,
    // kept as the record of both. `correction` is sealed under the reservation's data key, so a
    // later deletion shreds it with the rest; `outcome` names parts of the data, never values.
    sql`
        create table personal_data_requests (
          id uuid primary key,
          reservation_id uuid not null,
          account_id uuid not null,
          kind text not null check (kind in ('copy', 'correction', 'deletion')),
          status text not null check (status in ('unconfirmed', 'open', 'answered')),
          correction jsonb,
          locale text not null,
          requested_at timestamptz not null,
          confirmed_at timestamptz,
          due_at timestamptz,
          outcome jsonb,
          answer text,
          answered_by uuid,
          answered_at timestamptz
        )`,
    sql`create index personal_data_requests_account_idx on personal_data_requests (account_id, requested_at desc)`,
    sql`create index personal_data_requests_reservation_idx on personal_data_requests (reservation_id, requested_at desc)`,
    // What a deletion keeps because a legal duty does (the stay's identity data for the
    // retention period): sealed under a key of its own (`<reservation>:kept`), so the
    // reservation's key goes at once and this one when keep_until comes.
    sql`
        create table personal_data_kept (
          reservation_id uuid primary key,
          account_id uuid not null,
          record jsonb not null,
          keep_until timestamptz not null,
          kept_at timestamptz not null default now()
        )`,
  ),
  '20261217-0100-kept-holder-name': sqlMigration(
    // The holder's name a deletion keeps, in plain, for the host's list and its search (its
    // row is deleted with the sealed record when retention destroys it at keep_until): see
    // docs/architecture.md, "The kept name in the list".
    sql`alter table personal_data_kept add column holder_name text`,
  ),
  '20261217-0200-personal-data-requests-guest': sqlMigration(
    // Whose request it is: the holder ('main') or an adult companion asking from their own link
    // (their key), and the e-mail the companion typed for the code and the copy, sealed under
    // the reservation's data key as the correction is.
    sql`alter table personal_data_requests add column guest text not null default 'main'`,
    sql`alter table personal_data_requests add column email jsonb`,
  ),
  '20261219-0501-data-request-message-recipients': sqlMigration(
    // A data copy or an answer sent before recipients were recorded: to whoever asked.
    sql`
      update notification_deliveries delivery set recipient = request.guest
      from personal_data_requests request
      where delivery.idempotency_key in
        ('data-copy-' || request.id, 'data-request-answer-' || request.id)`,
  ),
  '20261219-0502-copy-answered-at': sqlMigration(
    // The copies sent before: their request answered when the copy was sent.
    sql`
      update personal_data_requests set answered_at = (outcome ->> 'copySentAt')::timestamptz
      where answered_at is null and outcome ->> 'copySentAt' is not null`,
  ),
};
