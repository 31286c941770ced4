import { sql, type Kysely } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const notificationsMigrations: MigrationSet = {
  '20261121-0400-notification-outbox': {
    async up(db: Kysely<unknown>) {
      // The development outbox: every message the product would have sent, for admins to read.
      await sql`
        create table notification_outbox (
          id uuid primary key default gen_random_uuid(),
          channel text not null check (channel in ('email', 'whatsapp')),
          recipient text not null,
          -- the e-mail's subject or the WhatsApp template's name
          subject text not null,
          body jsonb not null,
          idempotency_key text not null unique,
          -- clock time, not the transaction's: messages of one transaction keep their order
          created_at timestamptz not null default clock_timestamp()
        )`.execute(db);
      await sql`
        create index notification_outbox_newest_idx on notification_outbox (created_at desc, id desc)`.execute(
        db,
      );
      await sql`
        create index notification_outbox_channel_newest_idx
        on notification_outbox (channel, created_at desc, id desc)`.execute(db);
    },
  },
  '20261124-2310-notification-deliveries': {
    async up(db: Kysely<unknown>) {
      // Every hand-over to a provider; a 'sent' row means its key is never sent again.
      await sql`
        create table notification_deliveries (
          id uuid primary key default gen_random_uuid(),
          idempotency_key text not null,
          reservation_id uuid,
          channel text not null check (channel in ('email', 'whatsapp')),
          provider text not null,
          destination text not null,
          template text not null,
          status text not null check (status in ('sending', 'sent', 'failed')),
          provider_message_id text,
          error text,
          attempted_at timestamptz not null default clock_timestamp(),
          finished_at timestamptz
        )`.execute(db);
      await sql`
        create unique index notification_deliveries_sent_idx
        on notification_deliveries (idempotency_key) where status = 'sent'`.execute(db);
      await sql`
        create index notification_deliveries_reservation_idx
        on notification_deliveries (reservation_id, attempted_at) where reservation_id is not null`.execute(
        db,
      );
    },
  },
  '20261125-0200-message-templates': {
    async up(db: Kysely<unknown>) {
      // A host's own words for a message in a language; without a row, the shipped ones.
      await sql`
        create table message_templates (
          account_id uuid not null references users (id) on delete cascade,
          template text not null,
          locale text not null,
          texts jsonb not null,
          updated_at timestamptz not null default now(),
          primary key (account_id, template, locale)
        )`.execute(db);
      // A message's acting link (process notification) is used once: its nonce is kept here.
      await sql`
        create table process_notification_uses (
          nonce text primary key,
          reservation_id uuid not null,
          used_at timestamptz not null default now()
        )`.execute(db);
    },
  },
  '20261219-0500-delivery-recipients': sqlMigration(
    // Whom each message was for (issue 32): a guest's copy lists the messages sent to them,
    // filed by who they are, not by an address or phone that happens to be theirs.
    sql`alter table notification_deliveries add column recipient text`,
    // The messages sent before: the front desk's and the host's by their keys, the rest of a
    // stay's to its holder; the answers to data requests are filed by their request (0501).
    sql`
      update notification_deliveries set recipient = case
        when idempotency_key like '%-front-desk-%' then 'front-desk'
        when idempotency_key like '%-host' then 'host'
        when template in ('data-copy', 'data-request-answer') then null
        else 'main' end
      where reservation_id is not null`,
  ),
};
