import type { Pool, QueryConfig } from 'pg';
import type {
  EventFilter,
  EventMetadata,
  Position,
  ReadStreamOptions,
  RecordedEvent,
} from '../event-store.port';
import { horizonCursor, laterOf, toCursor, visibleInSnapshot, type Cursor } from './position';

type EventRow = {
  position: string;
  stream_id: string;
  revision: string;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: EventMetadata;
  created_ms: number;
};

// created_at as epoch milliseconds: parseFloat and new Date() beat parsing timestamptz text,
// which shows at catch-up speed.
const EVENT_COLUMNS = `tx_id::text || ':' || global_position as position, stream_id, revision,
  event_id, event_type, data, metadata, date_part('epoch', created_at) * 1000 as created_ms`;
const OUTER_COLUMNS =
  'e.position, e.stream_id, e.revision, e.event_id, e.event_type, e.data, e.metadata, e.created_ms';

const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  type: row.event_type,
  data: row.data,
  metadata: row.metadata,
  streamId: row.stream_id,
  revision: Number(row.revision),
  position: row.position as Position,
  recordedAt: new Date(row.created_ms),
});

const MAX_REVISION = '9223372036854775807';

const checkMaxCount = (maxCount: number | undefined): number | null => {
  if (maxCount === undefined) return null;
  if (!Number.isSafeInteger(maxCount) || maxCount < 1) {
    throw new TypeError(`maxCount must be a positive integer, got ${maxCount}`);
  }
  return maxCount;
};

export const readStream = async (
  pool: Pool,
  streamId: string,
  { fromRevision, direction = 'forwards', maxCount }: ReadStreamOptions = {},
): Promise<RecordedEvent[]> => {
  const backwards = direction === 'backwards';
  const from =
    fromRevision === 'start' || (fromRevision === undefined && !backwards)
      ? '0'
      : fromRevision === 'end' || fromRevision === undefined
        ? MAX_REVISION
        : String(fromRevision);
  const { rows } = await pool.query<EventRow>({
    name: backwards ? 'es_read_stream_backwards' : 'es_read_stream_forwards',
    // LIMIT NULL means no limit.
    text: `select ${EVENT_COLUMNS} from es_events
      where stream_id = $1 and revision ${backwards ? '<=' : '>='} $2
      order by revision ${backwards ? 'desc' : 'asc'} limit $3`,
    values: [streamId, from, checkMaxCount(maxCount)],
  });
  return rows.map(toRecordedEvent);
};

export type Page = {
  events: RecordedEvent[];
  /** Where the next page starts: past the last event, or the horizon when none are left. */
  next: Cursor;
  /** The page was cut by its limit: more may follow at once. */
  full: boolean;
};

// LIKE treats % and _ as wildcards; a prefix is literal.
const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

const filterSql = (filter: EventFilter | undefined, values: unknown[]): [string, string] => {
  let sql = '';
  let name = 'es_read_all';
  if (filter?.streamPrefixes) {
    values.push(filter.streamPrefixes.map(likePrefix));
    sql += ` and stream_id like any($${values.length}::text[])`;
    name += '_prefix';
  }
  if (filter?.eventTypes) {
    values.push(filter.eventTypes);
    sql += ` and event_type = any($${values.length}::text[])`;
    name += '_type';
  }
  return [sql, name];
};

/**
 * One page of the global log in ONE statement, so the horizon and the rows come from one
 * snapshot: rows after the cursor whose transaction is below the snapshot's xmin, i.e. whose
 * every predecessor in (tx_id, global_position) order has committed or aborted. A gap is
 * never skipped: a slow transaction holds the horizon back until it ends.
 */
const pageQuery = (cursor: Cursor, limit: number, filter?: EventFilter): QueryConfig => {
  const values: unknown[] = [cursor.txId, cursor.globalPosition, limit];
  const [filters, name] = filterSql(filter, values);
  return {
    name,
    text: `with horizon as materialized (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
      select h.xmin::text as horizon, ${OUTER_COLUMNS} from horizon h left join lateral (
        select tx_id, global_position, ${EVENT_COLUMNS} from es_events
        where (tx_id, global_position) > ($1::xid8, $2::bigint) and tx_id < h.xmin${filters}
        order by tx_id, global_position limit $3
      ) e on true
      order by e.tx_id, e.global_position`,
    values,
  };
};

type PageRow = { horizon: string } & ({ position: null } | EventRow);

export const readPage = async (
  pool: Pool,
  cursor: Cursor,
  limit: number,
  filter?: EventFilter,
): Promise<Page> => {
  const { rows } = await pool.query<PageRow>(pageQuery(cursor, limit, filter));
  const events: RecordedEvent[] = [];
  for (const row of rows) if (row.position !== null) events.push(toRecordedEvent(row));
  const last = events.at(-1);
  const full = events.length === limit;
  const horizon = rows[0]?.horizon;
  if (full && last) return { events, next: toCursor(last.position), full };
  // Short page: everything below the horizon has been seen, so resume there. A filtered
  // reader thereby skips the rows that did not match instead of scanning them again.
  // Never behind the cursor: a caller may resume from a position above the horizon.
  return { events, next: horizon ? laterOf(cursor, horizonCursor(horizon)) : cursor, full };
};

export const DEFAULT_PAGE_SIZE = 1000;

export const readAll = async (
  pool: Pool,
  fromPosition: Position | 'start' = 'start',
  maxCount: number | undefined,
  filter: EventFilter | undefined,
): Promise<RecordedEvent[]> => {
  const limit = checkMaxCount(maxCount) ?? DEFAULT_PAGE_SIZE;
  return (await readPage(pool, toCursor(fromPosition), limit, filter)).events;
};

export type StartPoint = {
  cursor: Cursor;
  /** Set for live-only starts: transactions whose events were there before subscribing. */
  committedBefore?: (txId: string) => boolean;
};

/**
 * Where a live-only subscription starts: at the horizon, so nothing still to commit is
 * missed, skipping what its snapshot already saw (committed above the horizon beforehand).
 */
export const readLiveStart = async (pool: Pool): Promise<StartPoint> => {
  const { rows } = await pool.query<{ xmin: string; snapshot: string }>(
    `select pg_snapshot_xmin(s)::text as xmin, s::text as snapshot
     from pg_current_snapshot() as s`,
  );
  const row = rows[0];
  if (!row) throw new Error('pg_current_snapshot() returned no row');
  return { cursor: horizonCursor(row.xmin), committedBefore: visibleInSnapshot(row.snapshot) };
};
