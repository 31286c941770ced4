import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
} from '@kurrent/kurrentdb-client';
import type {
  AllStreamResolvedEvent,
  AppendStreamState,
  CurrentStreamState,
  EventData as KurrentEventData,
  Filter as KurrentFilter,
  JSONType,
  Position as KurrentPosition,
  ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { WrongExpectedVersion } from '../errors';
import type {
  EventData,
  EventFilter,
  EventMetadata,
  Position,
  RecordedEvent,
  StreamState,
} from '../event-store.port';

/**
 * Pure translations between the port and `@kurrent/kurrentdb-client`: positions, stream states,
 * filters, errors and events. Kept apart from the adapter so each rule is unit-tested without
 * a server.
 */

const POSITION_PATTERN = /^(\d+)\/(\d+)$/;

/** `{ commit, prepare }` as `"<commit>/<prepare>"`: a string a checkpoint table can store. */
export const encodePosition = (position: KurrentPosition): Position =>
  `${position.commit}/${position.prepare}` as Position;

export const decodePosition = (position: Position): KurrentPosition => {
  const match = POSITION_PATTERN.exec(position);
  if (!match?.[1] || !match[2]) {
    // A checkpoint written by the PostgreSQL adapter lands here after a switch of adapters.
    throw new TypeError(`Not a KurrentDB position: ${position}`);
  }
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
};

/** Log order of $all: commit position first, prepare position within one commit. */
export const comparePositions = (left: KurrentPosition, right: KurrentPosition): number => {
  if (left.commit !== right.commit) return left.commit < right.commit ? -1 : 1;
  if (left.prepare !== right.prepare) return left.prepare < right.prepare ? -1 : 1;
  return 0;
};

export const toSafeNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Revision ${value} does not fit a JavaScript number`);
  }
  return Number(value);
};

export const toKurrentStreamState = (state: StreamState): AppendStreamState => {
  switch (state) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      if (!Number.isSafeInteger(state) || state < 0) {
        throw new RangeError(`streamState must be a revision >= 0, got ${state}`);
      }
      return BigInt(state);
  }
};

const fromKurrentCurrent = (state: CurrentStreamState): 'no_stream' | number =>
  typeof state === 'bigint' ? toSafeNumber(state) : NO_STREAM;

/**
 * The client's WrongExpectedVersionError as the port's WrongExpectedVersion; anything else is
 * returned unchanged. The expected side is what the caller asked for, which is exact even when
 * the server reports a coarser state.
 */
export const mapAppendError = (
  error: unknown,
  streamId: string,
  requested: StreamState,
): unknown => {
  if (!(error instanceof WrongExpectedVersionError)) return error;
  const expected = requested === ANY ? error.expectedState : requested;
  // The port has no mismatch for `any`; such an error (a deleted stream) stays as it is.
  if (expected === ANY) return error;
  return new WrongExpectedVersion(
    streamId,
    typeof expected === 'bigint' ? toSafeNumber(expected) : expected,
    fromKurrentCurrent(error.actualState),
  );
};

const escapeRegex = (text: string): string => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/**
 * KurrentDB filters on one field per request, so the server narrows by event type when types
 * are given (the more selective of the two in practice), else by stream prefix, else it only
 * drops system events; `matchesFilter` then applies the whole filter on the client.
 */
export const buildServerFilter = (filter: EventFilter = {}): KurrentFilter => {
  if (filter.eventTypes?.length) {
    const alternatives = filter.eventTypes.map(escapeRegex).join('|');
    return eventTypeFilter({ regex: `^(?:${alternatives})$` });
  }
  if (filter.streamPrefixes?.length) {
    return streamNameFilter({ prefixes: filter.streamPrefixes });
  }
  return excludeSystemEvents();
};

/** `$`-prefixed streams and types belong to KurrentDB itself and are never delivered. */
export const isSystemEvent = (streamId: string, type: string): boolean =>
  streamId.startsWith('$') || type.startsWith('$');

/** An empty list matches nothing, as in the PostgreSQL adapter; an absent one matches all. */
export const matchesFilter = (
  filter: EventFilter,
  event: { streamId: string; type: string },
): boolean => {
  if (isSystemEvent(event.streamId, event.type)) return false;
  if (filter.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  const prefixes = filter.streamPrefixes;
  return !prefixes || prefixes.some((prefix) => event.streamId.startsWith(prefix));
};

/** A filter with an empty list cannot match: a read need not ask the server. */
export const matchesNothing = (filter: EventFilter): boolean =>
  filter.eventTypes?.length === 0 || filter.streamPrefixes?.length === 0;

export const toKurrentEvent = (event: EventData): KurrentEventData =>
  jsonEvent({
    id: event.id,
    type: event.type,
    // Any JSON value serialises; the client's JSONType is narrower than the port's `unknown`.
    data: event.data as JSONType,
    metadata: event.metadata,
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !ArrayBuffer.isView(value);

/**
 * Events written by other tools may lack our metadata; they get a system actor so consumers
 * can rely on the shape instead of crashing on a foreign event.
 */
const toEventMetadata = (raw: unknown, eventId: string, created: Date): EventMetadata =>
  isRecord(raw)
    ? (raw as EventMetadata)
    : {
        actorId: null,
        actorRole: 'SYSTEM',
        correlationId: eventId,
        causationId: eventId,
        occurredAt: created.toISOString(),
      };

/** The event of a resolved read or subscription result, or undefined for an unresolved link. */
export const toRecordedEvent = (
  resolved: ResolvedEvent | AllStreamResolvedEvent,
): RecordedEvent | undefined => {
  const event = resolved.event;
  if (!event) return undefined;
  // Servers before 22.6 only report the commit position; prepare equals it on a single log.
  const position =
    event.position ??
    (resolved.commitPosition === undefined
      ? undefined
      : { commit: resolved.commitPosition, prepare: resolved.commitPosition });
  if (!position) throw new Error(`KurrentDB returned event ${event.id} without a position`);
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: toEventMetadata(event.metadata, event.id, event.created),
    streamId: event.streamId,
    revision: toSafeNumber(event.revision),
    position: encodePosition(position),
    recordedAt: event.created,
  };
};
