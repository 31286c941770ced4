import type { Pool } from 'pg';
import { createDatabase } from '@chegada/database';
import {
  deleteCheckpoint,
  describeOwner,
  type EventStore,
  type Position,
  tryAcquireOwnership,
} from '@chegada/event-store';
import { projectionFilter, subscriptionIdOf, type AnyProjection } from '../projection';
import { applyBatch } from '../runner/apply-batch';
import { clearParked } from '../runner/parked-events.repository';

/** Another process owns the projection; a rebuild under it would race its batches. */
export class ProjectionBusy extends Error {
  constructor(
    readonly projection: string,
    readonly owner: string,
  ) {
    super(`Projection ${projection} is being run by ${owner}; stop that process and try again`);
    this.name = 'ProjectionBusy';
  }
}

export type RebuildOptions = {
  pool: Pool;
  eventStore: EventStore;
  projection: AnyProjection;
  batchSize?: number;
};

/**
 * Empties the read model and its checkpoint in one transaction, then replays every matching
 * event up to the end of the log, as the owner. Returns how many events it applied.
 */
export const rebuildProjection = async (options: RebuildOptions): Promise<number> => {
  const { pool, eventStore, projection, batchSize = 500 } = options;
  const subscriptionId = subscriptionIdOf(projection);
  const lock = await tryAcquireOwnership(pool, subscriptionId);
  if (!lock) throw new ProjectionBusy(projection.name, await describeOwner(pool, subscriptionId));
  // Not destroyed: destroying Kysely would end the caller's pool.
  const db = createDatabase<unknown>(pool);
  try {
    await db.transaction().execute(async (trx) => {
      await projection.store.reset(trx);
      await deleteCheckpoint(trx, subscriptionId);
      // Replaying the whole log applies the parked events too, or fails on them.
      await clearParked(trx, projection.name);
    });
    const filter = projectionFilter(projection);
    let from: Position | 'start' = 'start';
    let applied = 0;
    for (;;) {
      const page = await eventStore.readAll({ fromPosition: from, maxCount: batchSize, filter });
      if (page.length === 0) return applied;
      from = await applyBatch(db, projection, page, from);
      applied += page.length;
    }
  } finally {
    await lock.release();
  }
};
