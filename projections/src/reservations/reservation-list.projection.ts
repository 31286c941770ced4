import { sql, type Kysely } from 'kysely';
import { RESERVATION_STREAM_PREFIX } from '@chegada/domain';
import type { Projection, ProjectionStore, ProjectionTransaction } from '../projection';
import {
  docOfRow,
  rowOfDoc,
  type ReservationListDoc,
  type ReservationListSchema,
  type ReservationListTable,
} from './reservation-list.doc';
import {
  evolveReservationList,
  reservationIdOf,
  reservationListEventTypes,
} from './reservation-list.evolve';

// 29 parameters a row; PostgreSQL takes at most 65,535 in one statement.
const ROWS_PER_INSERT = 1000;

/** On conflict, every column but the key takes the new row's value. */
const updatedColumns = (row: ReservationListTable): (keyof ReservationListTable)[] =>
  (Object.keys(row) as (keyof ReservationListTable)[]).filter((column) => column !== 'id');

const reservationListStore: ProjectionStore<ReservationListDoc> = {
  async load(trx: ProjectionTransaction, keys) {
    const rows = await (trx as Kysely<ReservationListSchema>)
      .selectFrom('reservation_list')
      .selectAll()
      .where('id', 'in', [...keys])
      .execute();
    return new Map(rows.map((row) => [row.id, docOfRow(row)]));
  },
  async save(trx: ProjectionTransaction, changes) {
    const db = trx as Kysely<ReservationListSchema>;
    const removed = [...changes].flatMap(([id, doc]) => (doc ? [] : [id]));
    const rows = [...changes.values()].flatMap((doc) => (doc ? [rowOfDoc(doc)] : []));
    const columns = rows[0] ? updatedColumns(rows[0]) : [];
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await db
        .insertInto('reservation_list')
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .onConflict((conflict) =>
          conflict
            .column('id')
            .doUpdateSet((eb) =>
              Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)])),
            ),
        )
        .execute();
    }
    if (removed.length > 0)
      await db.deleteFrom('reservation_list').where('id', 'in', removed).execute();
  },
  async reset(trx) {
    await sql`truncate reservation_list`.execute(trx);
  },
};

/** One row per reservation: what the lists, counters, history, dashboard and export read. */
export const reservationListProjection: Projection<ReservationListDoc> = {
  name: 'reservation-list',
  eventTypes: reservationListEventTypes,
  streamPrefixes: [RESERVATION_STREAM_PREFIX],
  key: reservationIdOf,
  evolve: evolveReservationList,
  store: reservationListStore,
};
