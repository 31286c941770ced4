import type { Pool } from 'pg';
import { withAdvisoryLock } from '@chegada/database';
import type { NotificationSender } from '@chegada/messaging';
import type { SideEffectHandler } from '@chegada/side-effects';
import type { RecordedEvent } from '@chegada/event-store';
import { MESSAGES_QUEUE, sendAll, type Outgoing } from '../../message-delivery';
import type { PaidMessages } from '../delivery/paid-messages';
import type { ReservationSnapshot, ReservationSnapshots } from './reservation-snapshot';

// Where the message effects' specs find the queue.
export { MESSAGES_QUEUE };

/** What one effect sends for its event; `key` is the effect's idempotency key. */
export type MessageEffectDefinition = {
  /** Stored in the effect log and in job ids: never rename. */
  name: string;
  eventTypes: readonly string[];
  compose(
    snapshot: ReservationSnapshot,
    event: RecordedEvent,
    key: string,
  ): Outgoing[] | Promise<Outgoing[]>;
  /** Runs for one reservation at a time, across workers: its events compose the same message. */
  oneAtATime?: boolean;
};

/**
 * A message effect as the worker runs it, once per event (the effect log): the reservation is
 * read as it is now, the messages composed in its language and sent, each under a key derived
 * from the effect's, so a retry sends only what the delivery log has not seen sent. An effect
 * whose events may compose the same message (the door code) runs one reservation at a time,
 * so the second finds the first's message in the delivery log instead of sending it again.
 */
export const messageEffect = (
  definition: MessageEffectDefinition,
  snapshots: ReservationSnapshots,
  sender: NotificationSender,
  pool: Pool,
  paid: PaidMessages,
): SideEffectHandler => ({
  name: definition.name,
  eventTypes: definition.eventTypes,
  queue: MESSAGES_QUEUE,
  run: async (event, context) => {
    const send = async () => {
      const snapshot = await snapshots.ofStream(event.streamId);
      if (!snapshot) return;
      const outgoing = await definition.compose(snapshot, event, context.idempotencyKey);
      await sendAll(sender, await paid.settle(outgoing), context.logger);
    };
    await (definition.oneAtATime
      ? withAdvisoryLock(pool, `${definition.name}:${event.streamId}`, send)
      : send());
  },
});
