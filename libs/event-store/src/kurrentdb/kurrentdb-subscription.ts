import { END, START } from '@kurrent/kurrentdb-client';
import type {
  AllStreamResolvedEvent,
  AllStreamSubscription,
  KurrentDBClient,
  Position as KurrentPosition,
  ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type {
  EventFilter,
  EventSubscription,
  RecordedEvent,
  SubscribeToAllOptions,
} from '../event-store.port';
import {
  buildServerFilter,
  comparePositions,
  decodePosition,
  matchesFilter,
  toRecordedEvent,
} from './kurrentdb-mapping';

/**
 * The event to hand to a caller reading $all after `after`, or undefined when it is at or
 * before that position (KurrentDB starts reads at the given position, inclusive; the port's
 * positions are exclusive), an unresolved link, or outside the filter.
 */
export const toDeliverableEvent = (
  resolved: ResolvedEvent | AllStreamResolvedEvent,
  after: KurrentPosition | undefined,
  filter: EventFilter,
): RecordedEvent | undefined => {
  const event = resolved.event;
  if (!event || !matchesFilter(filter, event)) return undefined;
  if (after && event.position && comparePositions(event.position, after) <= 0) return undefined;
  return toRecordedEvent(resolved);
};

const startOf = (
  fromPosition: SubscribeToAllOptions['fromPosition'],
): { start: KurrentPosition | typeof START | typeof END; after?: KurrentPosition } => {
  if (fromPosition === undefined || fromPosition === 'start') return { start: START };
  if (fromPosition === 'end') return { start: END };
  const after = decodePosition(fromPosition);
  return { start: after, after };
};

/**
 * Catch-up then live over KurrentDB's own subscription. `unsubscribe`, or leaving a `for await`
 * early, cancels the gRPC call and ends the iteration without an error.
 */
export const subscribeToKurrentAll = (
  client: KurrentDBClient,
  options: SubscribeToAllOptions = {},
): EventSubscription => {
  const filter = options.filter ?? {};
  const { start, after } = startOf(options.fromPosition);
  const subscription = client.subscribeToAll({
    fromPosition: start,
    filter: buildServerFilter(filter),
  });
  // The client emits errors on the stream itself; one emitted before the caller iterates would
  // crash the process. Destroying with it keeps it for the iteration to throw.
  subscription.on('error', (error: Error) => {
    if (!subscription.destroyed) subscription.destroy(error);
  });
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await cancel(subscription);
  };
  const iterator = iterate(subscription, after, filter, () => stopped, stop);
  return { [Symbol.asyncIterator]: () => iterator, unsubscribe: stop };
};

const cancel = async (subscription: AllStreamSubscription): Promise<void> => {
  try {
    await subscription.unsubscribe();
  } catch {
    // The call never opened (server unreachable): there is nothing to cancel.
  }
  subscription.destroy();
};

async function* iterate(
  subscription: AllStreamSubscription,
  after: KurrentPosition | undefined,
  filter: EventFilter,
  isStopped: () => boolean,
  stop: () => Promise<void>,
): AsyncGenerator<RecordedEvent> {
  try {
    for await (const resolved of subscription) {
      if (isStopped()) return;
      const event = toDeliverableEvent(resolved, after, filter);
      if (event) yield event;
    }
  } catch (error) {
    // Cancelling the call ends the stream early; after unsubscribe that is the normal end.
    if (!isStopped()) throw error;
  } finally {
    await stop();
  }
}
