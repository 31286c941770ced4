import type { Kysely } from 'kysely';
import type { EventFilter, RecordedEvent, SubscriptionId } from '@chegada/event-store';

/**
 * The transaction a batch is applied in. The runner moves the projection's checkpoint in the
 * same transaction, so a read model never holds an event twice or misses one.
 */
export type ProjectionTransaction = Kysely<unknown>;

/** Reads and writes one projection's read-model tables. */
export type ProjectionStore<Doc> = {
  /** The current docs of these keys; a key without a doc is left out of the map. */
  load(trx: ProjectionTransaction, keys: readonly string[]): Promise<ReadonlyMap<string, Doc>>;
  /** Writes a batch's outcome: each changed key's doc, or null to delete it. */
  save(trx: ProjectionTransaction, changes: ReadonlyMap<string, Doc | null>): Promise<void>;
  /** Empties the read model (a rebuild starts from nothing). */
  reset(trx: ProjectionTransaction): Promise<void>;
};

/**
 * A read model built from events by a pure evolve. Methods are declared as methods on
 * purpose: their parameters are then bivariant, so any `Projection<Doc>` fits where the
 * runner takes a `Projection<unknown>` (it never looks inside a doc).
 */
export type Projection<Doc> = {
  /** Stable: it names the checkpoint and the ownership lock. Renaming means a rebuild. */
  name: string;
  /** The event types it handles, or 'all'. */
  eventTypes: readonly string[] | 'all';
  /** When set, only streams whose id starts with one of these. */
  streamPrefixes?: readonly string[];
  /** The doc an event belongs to; null when the event changes nothing. */
  key(event: RecordedEvent): string | null;
  /**
   * Turns a batch as stored into what evolve reads, before folding (e.g. opens sealed personal
   * data with one key lookup for the batch). Absent: evolve reads events as stored.
   */
  prepare?(events: readonly RecordedEvent[]): Promise<readonly RecordedEvent[]>;
  /** Pure: the doc after the event, or null when the event removes it. */
  evolve(doc: Doc | null, event: RecordedEvent): Doc | null;
  store: ProjectionStore<Doc>;
};

export type AnyProjection = Projection<unknown>;

/** The event store filter that delivers exactly what the projection declares. */
export const projectionFilter = (projection: AnyProjection): EventFilter => ({
  ...(projection.eventTypes === 'all' ? {} : { eventTypes: [...projection.eventTypes] }),
  ...(projection.streamPrefixes ? { streamPrefixes: [...projection.streamPrefixes] } : {}),
});

/** The checkpoint row and advisory lock name; prefixed so it never meets the dispatcher's. */
export const subscriptionIdOf = (projection: Pick<AnyProjection, 'name'>): SubscriptionId =>
  `projection:${projection.name}`;
