import { sql, type QueryExecutorProvider } from 'kysely';
import type { RecordedEvent } from '@chegada/event-store';

/** An event set aside by a projection, as admins list it. */
export type ParkedEvent = {
  id: string;
  projection: string;
  eventId: string;
  streamId: string;
  revision: number;
  eventType: string;
  docKey: string | null;
  error: string;
  attempts: number;
  parkedAt: Date;
};

type Row = {
  id: string;
  projection: string;
  event_id: string;
  stream_id: string;
  revision: number;
  event_type: string;
  doc_key: string | null;
  error: string;
  attempts: number;
  parked_at: Date;
};

const toParked = (row: Row): ParkedEvent => ({
  id: row.id,
  projection: row.projection,
  eventId: row.event_id,
  streamId: row.stream_id,
  revision: row.revision,
  eventType: row.event_type,
  docKey: row.doc_key,
  error: row.error,
  attempts: row.attempts,
  parkedAt: row.parked_at,
});

export const insertParked = async (
  db: QueryExecutorProvider,
  projection: string,
  event: RecordedEvent,
  failure: { docKey: string | null; error: string; attempts: number },
): Promise<void> => {
  await sql`
    insert into projection_parked_events
      (projection, event_id, stream_id, revision, event_type, doc_key, error, attempts)
    values (${projection}, ${event.id}, ${event.streamId}, ${event.revision}, ${event.type},
            ${failure.docKey}, ${failure.error}, ${failure.attempts})
    on conflict (projection, event_id) do nothing`.execute(db);
};

/** Which of these docs have an event parked: their later events must wait behind it. */
export const parkedKeysAmong = async (
  db: QueryExecutorProvider,
  projection: string,
  keys: readonly string[],
): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const { rows } = await sql<{ doc_key: string }>`
    select distinct doc_key from projection_parked_events
    where projection = ${projection} and doc_key in (${sql.join(keys)})`.execute(db);
  return new Set(rows.map((row) => row.doc_key));
};

/** Oldest first; `projection` narrows to one. */
export const listParked = async (
  db: QueryExecutorProvider,
  { projection, limit, offset }: { projection?: string; limit: number; offset: number },
): Promise<{ items: ParkedEvent[]; total: number }> => {
  const where = projection ? sql`where projection = ${projection}` : sql``;
  const { rows } = await sql<Row>`
    select * from projection_parked_events ${where} order by id
    limit ${limit} offset ${offset}`.execute(db);
  const counted = await sql<{ total: number }>`
    select count(*)::int as total from projection_parked_events ${where}`.execute(db);
  return { items: rows.map(toParked), total: counted.rows[0]?.total ?? 0 };
};

/** One doc's parked events, oldest first, locked so two replays do not apply them twice. */
export const lockParkedDoc = async (
  db: QueryExecutorProvider,
  projection: string,
  docKey: string | null,
  ids: readonly string[],
): Promise<ParkedEvent[]> => {
  const { rows } = await sql<Row>`
    select * from projection_parked_events
    where projection = ${projection} and doc_key is not distinct from ${docKey}::text
      and id in (${sql.join(ids)})
    order by id for update`.execute(db);
  return rows.map(toParked);
};

export const deleteParked = async (
  db: QueryExecutorProvider,
  ids: readonly string[],
): Promise<void> => {
  if (ids.length === 0) return;
  await sql`delete from projection_parked_events where id in (${sql.join(ids)})`.execute(db);
};

export const recordReplayFailure = async (
  db: QueryExecutorProvider,
  ids: readonly string[],
  error: string,
): Promise<void> => {
  await sql`
    update projection_parked_events set error = ${error}, attempts = attempts + 1
    where id in (${sql.join(ids)})`.execute(db);
};

/** Empties a projection's parked events (a rebuild replays the whole log). */
export const clearParked = async (db: QueryExecutorProvider, projection: string): Promise<void> => {
  await sql`delete from projection_parked_events where projection = ${projection}`.execute(db);
};
