import type { Pool } from 'pg';
import type { Kysely } from 'kysely';
import { createDatabase } from '@chegada/database';
import type { EventStore, RecordedEvent } from '@chegada/event-store';
import type { AnyProjection } from '../projection';
import { foldInto } from './apply-batch';
import {
  deleteParked,
  listParked,
  lockParkedDoc,
  recordReplayFailure,
  type ParkedEvent,
} from './parked-events.repository';

export type { ParkedEvent } from './parked-events.repository';
export type ParkedEventPage = { items: ParkedEvent[]; total: number };
export type ReplayOutcome = { replayed: number; stillFailing: number };

/** A doc's parked events, replayed together in order; each keyless event alone. */
type Group = { projection: AnyProjection; docKey: string | null; ids: string[] };

const describeError = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * The events projections parked (the projections' dead letters, beside the dispatcher's):
 * admins list them and, once the projection's code is fixed, replay them. A replay applies a
 * doc's parked events oldest first and deletes them in one transaction; those that still fail
 * stay, with the new error.
 */
export class ParkedEvents {
  private readonly db: Kysely<unknown>;

  constructor(
    private readonly options: {
      pool: Pool;
      eventStore: EventStore;
      projections: readonly AnyProjection[];
    },
  ) {
    // Kysely over the caller's pool; never destroyed here, as that would end the pool.
    this.db = createDatabase<unknown>(options.pool);
  }

  /** Oldest first; `page` starts at 1. */
  list({ page, perPage }: { page: number; perPage: number }): Promise<ParkedEventPage> {
    return listParked(this.db, { limit: perPage, offset: (page - 1) * perPage });
  }

  /** Replays every parked event, or those of one projection. */
  async replay(projectionName?: string): Promise<ReplayOutcome> {
    const outcome: ReplayOutcome = { replayed: 0, stillFailing: 0 };
    for (const group of await this.groups(projectionName)) {
      try {
        outcome.replayed += await this.replayGroup(group);
      } catch (error) {
        await recordReplayFailure(this.db, group.ids, describeError(error));
        outcome.stillFailing += group.ids.length;
      }
    }
    return outcome;
  }

  private async groups(projectionName?: string): Promise<Group[]> {
    const groups = new Map<string, Group>();
    for (const projection of this.options.projections) {
      if (projectionName !== undefined && projection.name !== projectionName) continue;
      const { items } = await listParked(this.db, {
        projection: projection.name,
        limit: Number.MAX_SAFE_INTEGER,
        offset: 0,
      });
      for (const parked of items) {
        const id = parked.docKey === null ? `#${parked.id}` : `=${parked.docKey}`;
        const group = groups.get(`${projection.name}:${id}`) ?? {
          projection,
          docKey: parked.docKey,
          ids: [],
        };
        group.ids.push(parked.id);
        groups.set(`${projection.name}:${id}`, group);
      }
    }
    return [...groups.values()];
  }

  private async replayGroup({ projection, docKey, ids }: Group): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const parked = await lockParkedDoc(trx, projection.name, docKey, ids);
      const events = await Promise.all(parked.map((row) => this.readEvent(row)));
      const prepared = projection.prepare ? await projection.prepare(events) : events;
      await foldInto(trx, projection, prepared);
      await deleteParked(
        trx,
        parked.map((row) => row.id),
      );
      return parked.length;
    });
  }

  private async readEvent(parked: ParkedEvent): Promise<RecordedEvent> {
    const [event] = await this.options.eventStore.readStream(parked.streamId, {
      fromRevision: parked.revision,
      maxCount: 1,
    });
    if (event?.id !== parked.eventId)
      throw new Error(
        `Event ${parked.eventId} is no longer at ${parked.streamId}@${parked.revision}`,
      );
    return event;
  }
}
