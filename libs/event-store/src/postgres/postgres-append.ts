import type { Pool, QueryConfig } from 'pg';
import { WrongExpectedVersion } from '../errors';
import type { AppendResult, EventData, StreamAppend, StreamState } from '../event-store.port';
import { DuplicateEventId } from './duplicate-event-id.error';
import { toPosition } from './position';

export type AppendRow = {
  result: 'appended' | 'idempotent' | 'wrong_expected_version' | 'duplicate_event_id';
  result_revision: string | null;
  result_tx: string | null;
  result_position: string | null;
};

const UNIQUE_VIOLATION = '23505';
const EVENT_ID_INDEX = 'es_events_event_id_key';

// es_append's encoding of the stream state (see event-store.migrations.ts).
const encodeState = (state: StreamState): number => {
  switch (state) {
    case 'any':
      return -2;
    case 'no_stream':
      return -1;
    case 'stream_exists':
      return -4;
    default:
      if (!Number.isSafeInteger(state) || state < 0) {
        throw new TypeError(`streamState must be a revision >= 0, got ${state}`);
      }
      return state;
  }
};

const eventsOf = (streamId: string, events: EventData[]) => {
  if (events.length === 0) throw new TypeError(`Stream ${streamId}: append needs an event`);
  if (new Set(events.map((event) => event.id)).size !== events.length) {
    throw new TypeError(`Stream ${streamId}: the same event id twice in one append`);
  }
  return events.map(({ id, type, data, metadata }) => ({ id, type, data: data ?? null, metadata }));
};

const serializeEvents = (streamId: string, events: EventData[]): string =>
  JSON.stringify(eventsOf(streamId, events));

export const appendQuery = (
  streamId: string,
  events: EventData[],
  state: StreamState,
): QueryConfig => ({
  // Named: prepared once per connection, so each append is a single Bind/Execute.
  name: 'es_append',
  text: 'select * from es_append($1, $2, $3::jsonb)',
  values: [streamId, encodeState(state), serializeEvents(streamId, events)],
});

/** Several streams' appends in one statement (es_append_many), one row each, in order. */
export const appendManyQuery = (appends: StreamAppend[]): QueryConfig => ({
  name: 'es_append_many',
  text: 'select * from es_append_many($1::jsonb)',
  values: [
    JSON.stringify(
      appends.map(({ streamId, events, streamState = 'any' }) => ({
        stream: streamId,
        expected: encodeState(streamState),
        events: eventsOf(streamId, events),
      })),
    ),
  ],
});

/** Throws what the port promises for es_append's refusals. */
export const toAppendResult = (
  streamId: string,
  state: StreamState,
  row: AppendRow | undefined,
): AppendResult => {
  if (!row) throw new Error(`es_append returned no row for stream ${streamId}`);
  const actual = row.result_revision === null ? 'no_stream' : Number(row.result_revision);
  switch (row.result) {
    case 'appended':
    case 'idempotent':
      return {
        nextExpectedRevision: Number(row.result_revision),
        position: toPosition({
          txId: row.result_tx ?? '0',
          globalPosition: row.result_position ?? '0',
        }),
      };
    case 'wrong_expected_version':
      // 'any' always matches, so only the three checked states reach here.
      if (state === 'any') throw new Error(`es_append refused 'any' on stream ${streamId}`);
      throw new WrongExpectedVersion(streamId, state, actual);
    case 'duplicate_event_id':
      throw new DuplicateEventId(streamId);
  }
};

const isEventIdViolation = (error: unknown): boolean => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && constraint === EVENT_ID_INDEX;
};

/**
 * The append (es_append's or es_append_many's rows), in one transaction whose first write it
 * is. Without a hook it is a single statement (autocommit); with one, it is wrapped in
 * BEGIN/COMMIT so the hook runs between the insert and the commit.
 */
export const runAppend = async (
  pool: Pool,
  streamId: string,
  query: QueryConfig,
  beforeCommit: (() => Promise<void>) | undefined,
): Promise<AppendRow[]> => {
  try {
    if (!beforeCommit) return (await pool.query<AppendRow>(query)).rows;
    return await appendWithHook(pool, query, beforeCommit);
  } catch (error) {
    if (isEventIdViolation(error)) throw new DuplicateEventId(streamId);
    throw error;
  }
};

const appendWithHook = async (
  pool: Pool,
  query: QueryConfig,
  beforeCommit: () => Promise<void>,
): Promise<AppendRow[]> => {
  const client = await pool.connect();
  let healthy = true;
  try {
    await client.query('begin');
    const { rows } = await client.query<AppendRow>(query);
    await beforeCommit();
    await client.query('commit');
    return rows;
  } catch (error) {
    healthy = await client.query('rollback').then(
      () => true,
      () => false,
    );
    throw error;
  } finally {
    // A connection that cannot even roll back is dropped, not pooled.
    client.release(!healthy);
  }
};
