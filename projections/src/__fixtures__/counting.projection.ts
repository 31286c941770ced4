import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@chegada/event-store';
import type { Projection } from '../projection';

/**
 * A test projection whose rows would be wrong if any event were applied twice, skipped or
 * applied out of order: per stream it counts events and checks that revisions only grow.
 */
export type StreamCount = {
  streamId: string;
  count: number;
  lastRevision: number;
  inOrder: boolean;
};

export type CountingOptions = {
  /** Table name, so two copies of the same projection can live side by side. */
  table: string;
  /** The streams it counts; defaults to `<table>-`, so tests sharing a log stay apart. */
  streamPrefix?: string;
  /** Pause after writing and before the commit, so a kill lands inside a transaction. */
  saveDelayMs?: number;
  /** Called inside each save, after the writes and before the pause. */
  onSave?: (rows: number) => void;
  /** Makes evolve throw on these events: code that cannot apply them. */
  poison?: (event: RecordedEvent) => boolean;
  /** Makes a save throw, to test retries. */
  failSave?: () => boolean;
};

type Row = { stream_id: string; count: number; last_revision: number; in_order: boolean };

export const createCountingTable = async (db: Kysely<unknown>, table: string): Promise<void> => {
  await sql`
    create table ${sql.table(table)} (
      stream_id text primary key,
      count integer not null,
      last_revision integer not null,
      in_order boolean not null
    )`.execute(db);
};

export const readCounts = async (db: Kysely<unknown>, table: string): Promise<Row[]> =>
  (await sql<Row>`select * from ${sql.table(table)} order by stream_id`.execute(db)).rows;

export const countedEvents = async (db: Kysely<unknown>, table: string): Promise<number> => {
  const { rows } = await sql<{ total: number }>`
    select coalesce(sum(count), 0)::int as total from ${sql.table(table)}`.execute(db);
  return rows[0]?.total ?? 0;
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const countingProjection = (options: CountingOptions): Projection<StreamCount> => ({
  name: `counting-${options.table}`,
  eventTypes: ['Counted'],
  streamPrefixes: [options.streamPrefix ?? `${options.table}-`],
  key: (event) => event.streamId,
  evolve: (doc, event) => {
    if (options.poison?.(event)) throw new Error(`cannot apply ${event.id}`);
    return {
      streamId: event.streamId,
      count: (doc?.count ?? 0) + 1,
      lastRevision: event.revision,
      // a replayed or reordered event would not come after the last one counted
      inOrder: (doc ? doc.inOrder : true) && event.revision > (doc?.lastRevision ?? -1),
    };
  },
  store: {
    async load(trx, keys) {
      const { rows } = await sql<Row>`
        select * from ${sql.table(options.table)} where stream_id in (${sql.join(keys)})`.execute(
        trx,
      );
      return new Map(
        rows.map((row) => [
          row.stream_id,
          {
            streamId: row.stream_id,
            count: row.count,
            lastRevision: row.last_revision,
            inOrder: row.in_order,
          },
        ]),
      );
    },
    async save(trx, changes) {
      if (options.failSave?.()) throw new Error('save failed on purpose');
      for (const doc of changes.values()) {
        if (!doc) continue;
        await sql`
          insert into ${sql.table(options.table)} values
            (${doc.streamId}, ${doc.count}, ${doc.lastRevision}, ${doc.inOrder})
          on conflict (stream_id) do update set count = excluded.count,
            last_revision = excluded.last_revision, in_order = excluded.in_order`.execute(trx);
      }
      options.onSave?.(changes.size);
      if (options.saveDelayMs) await delay(options.saveDelayMs);
    },
    async reset(trx) {
      await sql`truncate ${sql.table(options.table)}`.execute(trx);
    },
  },
});
