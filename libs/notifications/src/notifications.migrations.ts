import { sql, type Kysely } from 'kysely';
import type { MigrationSet } from '@chegada/database';

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
};
