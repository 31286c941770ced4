import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { withAdvisoryLock } from '@chegada/database';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { NotificationError, type NotificationSender } from '@chegada/messaging';
import { PersonalDataVault, REMOVED, type Sealed } from '@chegada/personal-data';
import type { SideEffectHandler } from '@chegada/side-effects';
import { sendAll, type Outgoing } from './outgoing';

/** A persisted event type: never renamed. */
export const MESSAGE_REQUESTED = 'MessageRequested';

/** The message (recipient, texts, secrets) sealed under its stream's own data key. */
export type MessageRequestedData = { message: Sealed };

/**
 * How the API sends a message no reservation event stands behind (the contact form, a password
 * recovery, a one-time code, a host's resend): it appends a `MessageRequested` event to a stream
 * of its own, and the `send-message` effect delivers it the way every message effect does
 * (dispatcher → messages queue → effect log → delivery log), so it is retried, recorded and
 * sent once the same way. The event keeps no address or code: the message is sealed under a
 * key of its own (the personal data vault), which the effect shreds once the message is sent.
 */
@Injectable()
export class MessageRequests {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly vault: PersonalDataVault,
  ) {}

  async request(outgoing: readonly Outgoing[]): Promise<void> {
    for (const item of outgoing) await this.requestOne(item);
  }

  private async requestOne(outgoing: Outgoing): Promise<void> {
    if (outgoing.message.idempotencyKey.trim() === '') {
      throw new NotificationError('INVALID_MESSAGE', 'A message needs an idempotency key');
    }
    const id = randomUUID();
    const streamId = `message-${id}`;
    const data: MessageRequestedData = { message: await this.vault.seal(streamId, outgoing) };
    const metadata = {
      actorId: null,
      actorRole: 'SYSTEM',
      correlationId: id,
      causationId: id,
      occurredAt: new Date().toISOString(),
    };
    await this.eventStore.append(streamId, [{ id, type: MESSAGE_REQUESTED, data, metadata }], {
      streamState: 'no_stream',
    });
  }
}

/**
 * Delivers a requested message, then shreds its key. A re-run after the shredding (a crash
 * before the effect was marked completed) finds nothing to open; before it, the delivery log
 * knows the key was sent. Two requests of one key (two jobs) deliver one at a time, so the
 * second finds the first in the delivery log instead of sending it again.
 */
export const sendMessageEffect = (
  vault: PersonalDataVault,
  sender: NotificationSender,
  pool: Pool,
  queue: string,
): SideEffectHandler => ({
  // Stored in the effect log and in job ids: never rename.
  name: 'send-message',
  eventTypes: [MESSAGE_REQUESTED],
  queue,
  run: async (event, context) => {
    const { message } = event.data as MessageRequestedData;
    const outgoing = await vault.open<Outgoing>(event.streamId, message);
    if (outgoing !== REMOVED) {
      const send = () => sendAll(sender, [outgoing], context.logger);
      await withAdvisoryLock(pool, `send-message:${outgoing.message.idempotencyKey}`, send);
    }
    await vault.shred(event.streamId);
  },
});
