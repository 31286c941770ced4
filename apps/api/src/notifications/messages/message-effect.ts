import type { Pool } from 'pg';
import { withAdvisoryLock } from '@chegada/database';
import type { NotificationSender } from '@chegada/notifications';
import type { SideEffectHandler } from '@chegada/side-effects';
import type { MessageEffectDefinition } from './message-effects';
import { sendAll } from './outgoing';
import type { MessageScenes } from './message-scene';

/** Messages have their own queue: a slow provider does not hold other side effects back. */
export const MESSAGES_QUEUE = 'messages';

/**
 * A message effect as the worker runs it, once per event (the effect log): the reservation is
 * read as it is now, the messages composed in its language and sent, each under a key derived
 * from the effect's, so a retry sends only what the delivery log has not seen sent. An effect
 * whose events may compose the same message (the door code) runs one reservation at a time,
 * so the second finds the first's message in the delivery log instead of sending it again.
 */
export const messageEffect = (
  definition: MessageEffectDefinition,
  scenes: MessageScenes,
  sender: NotificationSender,
  pool: Pool,
): SideEffectHandler => ({
  name: definition.name,
  eventTypes: definition.eventTypes,
  queue: MESSAGES_QUEUE,
  run: async (event, context) => {
    const send = async () => {
      const scene = await scenes.ofStream(event.streamId);
      if (!scene) return;
      const outgoing = await definition.compose(scene, event, context.idempotencyKey);
      await sendAll(sender, outgoing, context.logger);
    };
    await (definition.oneAtATime
      ? withAdvisoryLock(pool, `${definition.name}:${event.streamId}`, send)
      : send());
  },
});
