import type { Kysely } from 'kysely';
import type { Position, RecordedEvent } from '@chegada/event-store';
import { subscriptionIdOf, type AnyProjection } from '../projection';
import { advanceCheckpoint } from '../subscription/checkpoints';
import { foldBatch, keysOf } from './fold-batch';

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
    const keys = keysOf(projection, prepared);
    const loaded = keys.length > 0 ? await projection.store.load(trx, keys) : new Map();
    const changes = foldBatch(projection, loaded, prepared);
    if (changes.size > 0) await projection.store.save(trx, changes);
  });
  return last.position;
};
