import type { ColumnType, Kysely } from 'kysely';
import type { Pool } from 'pg';
import { createDatabase } from '@chegada/database';
import type { OutboxChannel } from './notification-outbox';

export type DeliveryStatus = 'sending' | 'sent' | 'failed';

type DeliveriesTable = {
  notification_deliveries: {
    id: ColumnType<string, never, never>;
    idempotency_key: string;
    reservation_id: string | null;
    channel: OutboxChannel;
    provider: string;
    destination: string;
    template: string;
    recipient: string | null;
    status: DeliveryStatus;
    provider_message_id: string | null;
    error: string | null;
    attempted_at: ColumnType<Date, never, never>;
    finished_at: ColumnType<Date | null, never, Date>;
  };
};

export type DeliveryAttempt = {
  idempotencyKey: string;
  reservationId: string | null;
  channel: OutboxChannel;
  provider: string;
  /** Already masked. */
  destination: string;
  template: string;
  /** Whom it is for (EmailMessage.recipient); null: not filed as anyone's. */
  recipient: string | null;
};

/** One attempt as the reservation's timeline shows it. */
export type DeliveryRecord = Omit<DeliveryAttempt, 'idempotencyKey' | 'reservationId'> & {
  id: string;
  status: DeliveryStatus;
  providerMessageId: string | null;
  error: string | null;
  attemptedAt: Date;
  finishedAt: Date | null;
};

/**
 * Every attempt to hand a message to a provider, one row each: what the host sees of a message
 * (sent, refused, still retrying) and what keeps a key that was sent from being sent again.
 */
export class DeliveryLog {
  private readonly db: Kysely<DeliveriesTable>;

  constructor(pool: Pool) {
    this.db = createDatabase<DeliveriesTable>(pool);
  }

  /** The provider's id of the message sent with this key, if one was. */
  async sentWith(idempotencyKey: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('notification_deliveries')
      .select('provider_message_id')
      .where('idempotency_key', '=', idempotencyKey)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    return row ? (row.provider_message_id ?? '') : undefined;
  }

  async start(attempt: DeliveryAttempt): Promise<string> {
    const row = await this.db
      .insertInto('notification_deliveries')
      .values({
        idempotency_key: attempt.idempotencyKey,
        reservation_id: attempt.reservationId,
        channel: attempt.channel,
        provider: attempt.provider,
        destination: attempt.destination,
        template: attempt.template,
        recipient: attempt.recipient,
        status: 'sending',
        provider_message_id: null,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async finish(
    id: string,
    outcome: { status: 'sent'; messageId: string } | { status: 'failed'; error: string },
  ): Promise<void> {
    await this.db
      .updateTable('notification_deliveries')
      .set({
        status: outcome.status,
        provider_message_id: outcome.status === 'sent' ? outcome.messageId : null,
        error: outcome.status === 'failed' ? outcome.error.slice(0, 1000) : null,
        finished_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Oldest first, as a timeline reads. */
  async ofReservation(reservationId: string): Promise<DeliveryRecord[]> {
    const rows = await this.db
      .selectFrom('notification_deliveries')
      .select([
        'id',
        'channel',
        'provider',
        'destination',
        'template',
        'recipient',
        'status',
        'provider_message_id as providerMessageId',
        'error',
        'attempted_at as attemptedAt',
        'finished_at as finishedAt',
      ])
      .where('reservation_id', '=', reservationId)
      .orderBy('attempted_at')
      .orderBy('id')
      .execute();
    return rows;
  }
}
