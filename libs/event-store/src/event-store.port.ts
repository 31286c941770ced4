/**
 * The event store port. It mirrors KurrentDB's semantics so the PostgreSQL and KurrentDB
 * adapters pass one contract suite (contract/event-store.contract.ts).
 *
 * Revisions are 0-based and per stream. Positions are opaque strings: a caller may store one
 * as a checkpoint and hand it back, but never compares or parses it.
 */

/** `any`, `no_stream`, `stream_exists`, or the exact revision of the stream's last event. */
export type StreamState = 'any' | 'no_stream' | 'stream_exists' | number;

export type Position = string & { readonly __brand: 'Position' };

/** Who did it, from where, and why: every event carries it; the audit trail is read from it. */
export type EventMetadata = {
  /** User id, or null for the system or a guest. */
  actorId: string | null;
  /** ADMIN, DEFAULT_USER, SUBUSER, GUEST or SYSTEM. */
  actorRole: string;
  /** The guest link (reservation id and additional-guest key) when a guest acted. */
  guestLink?: string;
  correlationId: string;
  causationId: string;
  ip?: string;
  userAgent?: string;
  /** ISO 8601 time the command was accepted; supplied by the caller, not the store. */
  occurredAt: string;
};

export type EventData<Type extends string = string, Data = unknown> = {
  /** UUID; re-appending the same ids is idempotent. */
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
};

export type RecordedEvent<Type extends string = string, Data = unknown> = EventData<Type, Data> & {
  streamId: string;
  revision: number;
  position: Position;
  recordedAt: Date;
};

export type AppendOptions = { streamState?: StreamState };

/** One stream's part of `appendToStreams`. */
export type StreamAppend = AppendOptions & { streamId: string; events: EventData[] };

export type AppendResult = {
  /** Revision of the last event now in the stream: the streamState for the next append. */
  nextExpectedRevision: number;
  position: Position;
};

export type ReadStreamOptions = {
  /** Inclusive. Defaults to the start when reading forwards, the end when backwards. */
  fromRevision?: number | 'start' | 'end';
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
};

export type EventFilter = {
  /** Only streams whose id starts with one of these. */
  streamPrefixes?: string[];
  /** Only events of these types. */
  eventTypes?: string[];
};

export type ReadAllOptions = {
  /** Exclusive: events after this position. Defaults to the start. */
  fromPosition?: Position | 'start';
  maxCount?: number;
  filter?: EventFilter;
};

export type SubscribeToAllOptions = {
  /** Exclusive, as a stored checkpoint: delivery starts after it. 'end' means live only. */
  fromPosition?: Position | 'start' | 'end';
  filter?: EventFilter;
};

/**
 * Catch-up, then live. Every matching event is delivered exactly once, in revision order
 * within each stream. Iterate with `for await`; `unsubscribe` ends the iteration.
 */
export type EventSubscription = AsyncIterable<RecordedEvent> & {
  unsubscribe(): Promise<void>;
};

export type EventStore = {
  append(streamId: string, events: EventData[], options?: AppendOptions): Promise<AppendResult>;
  /**
   * Several streams' appends at once, each judged as `append` judges it alone: its result, or
   * the error `append` would throw (WrongExpectedVersion), in the order given. PostgreSQL
   * commits the accepted ones in one transaction (subscribers see them in one batch); KurrentDB
   * appends them one after another.
   */
  appendToStreams(appends: StreamAppend[]): Promise<PromiseSettledResult<AppendResult>[]>;
  /** Events of one stream; an empty list when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** One page of the global log, in the order subscribers see it. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeToAllOptions): EventSubscription;
  /** Throws when the store cannot be reached (health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Injection token of the configured adapter. */
export const EVENT_STORE = Symbol('EVENT_STORE');
