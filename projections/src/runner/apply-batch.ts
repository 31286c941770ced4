import type { Kysely } from 'kysely';
import { advanceCheckpoint, type Position, type RecordedEvent } from '@chegada/event-store';
import { subscriptionIdOf, type AnyProjection, type ProjectionTransaction } from '../projection';
import { foldBatch, keysOf } from './fold-batch';
import { insertParked, parkedKeysAmong } from './parked-events.repository';

/** Loads the docs the events touch, folds the events over them and saves what changed. */
export const foldInto = async (
  trx: ProjectionTransaction,
  projection: AnyProjection,
  events: readonly RecordedEvent[],
): Promise<void> => {
  const keys = keysOf(projection, events);
  const loaded = keys.length > 0 ? await projection.store.load(trx, keys) : new Map();
  const changes = foldBatch(projection, loaded, events);
  if (changes.size > 0) await projection.store.save(trx, changes);
};

export const WAITING_BEHIND_PARKED = 'Waits behind an earlier parked event of the same doc';

/**
 * The events to fold now: those of a doc with a parked event are parked behind it, so a doc
 * never takes its events out of order; a replay applies them all, oldest first.
 */
const setAsideWaiting = async (
  trx: ProjectionTransaction,
  projection: AnyProjection,
  events: readonly RecordedEvent[],
): Promise<readonly RecordedEvent[]> => {
  const waiting = await parkedKeysAmong(trx, projection.name, keysOf(projection, events));
  if (waiting.size === 0) return events;
  const rest: RecordedEvent[] = [];
  for (const event of events) {
    const docKey = projection.key(event);
    if (docKey === null || !waiting.has(docKey)) rest.push(event);
    else
      await insertParked(trx, projection.name, event, {
        docKey,
        error: WAITING_BEHIND_PARKED,
        attempts: 0,
      });
  }
  return rest;
};

/**
 * Applies a batch and moves the checkpoint to its last event in one transaction: either both
 * happen or neither does, which is what makes a projection exactly-once. The checkpoint is
 * claimed first so a second owner fails (CheckpointConflict) before doing any work.
 */
export const applyBatch = async (
  db: Kysely<unknown>,
  projection: AnyProjection,
  events: readonly RecordedEvent[],
  from: Position | 'start',
): Promise<Position | 'start'> => {
  const last = events.at(-1);
  if (!last) return from;
  const prepared = projection.prepare ? await projection.prepare(events) : events;
  await db.transaction().execute(async (trx) => {
    await advanceCheckpoint(trx, subscriptionIdOf(projection), from, last.position);
    await foldInto(trx, projection, await setAsideWaiting(trx, projection, prepared));
  });
  return last.position;
};

const keyOrNull = (projection: AnyProjection, event: RecordedEvent): string | null => {
  try {
    return projection.key(event);
  } catch {
    return null;
  }
};

/** Sets an event aside with its error and moves the checkpoint past it, in one transaction. */
export const parkEvent = async (
  db: Kysely<unknown>,
  projection: AnyProjection,
  event: RecordedEvent,
  from: Position | 'start',
  failure: { error: string; attempts: number },
): Promise<Position> => {
  await db.transaction().execute(async (trx) => {
    await advanceCheckpoint(trx, subscriptionIdOf(projection), from, event.position);
    await insertParked(trx, projection.name, event, {
      ...failure,
      docKey: keyOrNull(projection, event),
    });
  });
  return event.position;
};
