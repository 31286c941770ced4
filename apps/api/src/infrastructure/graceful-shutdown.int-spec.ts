import { Client } from 'pg';
import { aSubUserOf, anOwner, startAccountsApp, type TestApp } from '@chegada/testing';
import { reservationCalls } from '../reservations/__fixtures__/reservation-calls';
import {
  createReservation,
  insertResidence,
} from '../reservations/__fixtures__/reservation-fixtures';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('stopping the API with a command still running', () => {
  let app: TestApp;
  let locker: Client;

  beforeAll(async () => {
    app = await startAccountsApp();
    locker = new Client({ connectionString: app.database.url });
    await locker.connect();
  });

  afterAll(async () => {
    await locker.end();
    await app.database.drop();
  });

  /** Until PostgreSQL shows one of the app's statements waiting for a lock. */
  const untilWaitingForLock = async () => {
    for (let tries = 0; tries < 200; tries += 1) {
      const { rows } = await locker.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.waiting > 0) return;
      await sleep(25);
    }
    throw new Error('no statement ever waited for the lock');
  };

  it('finishes it before closing the database, even when its client hung up', async () => {
    const owner = await anOwner(app, 'Host');
    const helper = await aSubUserOf(app, owner, 'Helper');
    const residenceId = await insertResidence(app, owner.id);
    const id = await createReservation(app, owner, residenceId);
    const cancel = reservationCalls(id, helper.id).cancel;

    // The cancellation checks that the helper is of the account, and waits there.
    await locker.query('begin');
    await locker.query('lock table users in access exclusive mode');
    const hungUp = new AbortController();
    const request = fetch(`${app.baseUrl}/api${cancel.path}`, {
      method: cancel.method,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(cancel.body),
      signal: hungUp.signal,
    }).catch(() => 'hung up');
    await untilWaitingForLock();
    hungUp.abort();
    expect(await request).toBe('hung up');

    const stopped = app.app.close();
    await sleep(300);
    await locker.query('commit');
    await stopped;

    // Read without the app, whose connections are closed: the command ran to its end.
    const { rows } = await locker.query<{ event_type: string }>(
      'select event_type from es_events where stream_id = $1 order by revision',
      [`reservation-${id}`],
    );
    expect(rows.map((row) => row.event_type)).toEqual([
      'ReservationCreated',
      'ReservationCancelled',
    ]);
  });
});
