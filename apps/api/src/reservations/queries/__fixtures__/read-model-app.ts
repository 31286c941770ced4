import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { sql } from 'kysely';
import type { ReservationCreated, ReservationEvent } from '@chegada/domain';
import { EVENT_STORE, type EventMetadata, type EventStore } from '@chegada/event-store';
import { PersonalDataVault } from '@chegada/personal-data';
import { ProjectionRunner, productionProjections } from '@chegada/projections';
import { startAccountsApp, waitFor, type TestApp } from '@chegada/testing';
import {
  aReservationCreated,
  toEventData,
} from '../../../../../../projections/src/reservations/__fixtures__/reservation-events';
import { PG_POOL } from '../../../infrastructure';
import { reservationPersonalDataCodec } from '../../../reservation-stream';
import { QueryClock } from '../query-clock';

/** The API with the reservation list projection running beside it, its clock fixed at `now`. */
export type ReadModelApp = {
  app: TestApp;
  /** Appends a reservation's events (created first) and waits until the list shows them. */
  reservation(
    created: Partial<ReservationCreated['data']>,
    ...events: (ReservationEvent | [ReservationEvent, Partial<EventMetadata>])[]
  ): Promise<string>;
  /** A property of the account in a time zone, inserted as the residences API leaves it. */
  residence(accountId: string, name: string, timeZone: string): Promise<string>;
  close(): Promise<void>;
};

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export const startReadModelApp = async (
  now: Date,
  env: Record<string, string> = {},
): Promise<ReadModelApp> => {
  const app = await startAccountsApp(env);
  jest.spyOn(app.app.get(QueryClock), 'now').mockReturnValue(now);
  const eventStore = app.app.get<symbol, EventStore>(EVENT_STORE);
  const personalData = app.app.get(PersonalDataVault);
  // Events are stored as the command side stores them: personal data sealed, shredded on removal.
  const codec = reservationPersonalDataCodec(personalData);
  const listProjection = productionProjections({ personalData }).find(
    (projection) => projection.name === 'reservation-list',
  );
  if (!listProjection) throw new Error('The reservation list projection is not registered');
  const runner = new ProjectionRunner({
    pool: app.app.get<symbol, Pool>(PG_POOL),
    eventStore,
    projection: listProjection,
    logger: quiet,
    batchSpacingMs: 0,
  });
  runner.start();
  const revisionOf = async (id: string) =>
    (
      await sql<{ revision: number }>`
        select revision from reservation_list where id = ${id}`.execute(app.database.db)
    ).rows[0]?.revision;
  return {
    app,
    async reservation(created, ...events) {
      const id = randomUUID();
      const all = [aReservationCreated({ ...created, reservationId: id }), ...events];
      const entries = all.map((entry) => (Array.isArray(entry) ? entry : ([entry, {}] as const)));
      const sealed = await codec.encode(
        `reservation-${id}`,
        entries.map(([event]) => event),
      );
      await eventStore.append(
        `reservation-${id}`,
        sealed.map((event, index) => toEventData(event, entries[index]?.[1] ?? {})),
        { streamState: 'no_stream' },
      );
      if (entries.some(([event]) => event.type === 'SensitiveDataRemoved'))
        await personalData.shred(id);
      await waitFor(
        () => revisionOf(id),
        (revision) => revision === all.length - 1,
      );
      return id;
    },
    async residence(accountId, name, timeZone) {
      const { rows } = await sql<{ id: string }>`
        insert into residences (account_id, name, cep, street, number, neighborhood, city, state,
          time_zone, check_in_time, check_out_time, max_guests, parking_spaces, uses_ttlock,
          dynamic_password, supported_languages, deposit_amount, house_rules, search_text)
        values (${accountId}, ${name}, '01001000', 'Praça da Sé', '1', 'Sé', 'São Paulo', 'SP',
          ${timeZone}, '14:00', '11:00', 4, 1, false, false, '{pt-BR}', 0, '', ${name})
        returning id`.execute(app.database.db);
      return rows[0]!.id;
    },
    async close() {
      await runner.stop();
      await app.close();
    },
  };
};
