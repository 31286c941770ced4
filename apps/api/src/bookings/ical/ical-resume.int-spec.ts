import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  anOwner,
  apiAs,
  startAccountsApp,
  startICalPeer,
  waitFor,
  type ICalPeer,
  type Member,
  type TestApp,
} from '@chegada/testing';
import { insertResidence } from '../../reservations/__fixtures__';
import { bookingComEvent, calendarFeed } from '../__fixtures__/ical-feeds';

type Feed = { data: { lastSyncAt: string | null; created: number; lastError: unknown } | null };

// Issue 30: a worker stopped in the middle of an import (a deploy, a crash) leaves a booking's
// claim without its "created" mark. The next sync finishes the job: no reservation twice, and
// none lost when only the property's record of the id was written before the stop.
describe('a sync after an import stopped midway', () => {
  let peer: ICalPeer;
  let app: TestApp;
  let owner: Member;
  let residenceId: string;
  const api = () => apiAs(app, owner);
  const feed = () => api()<Feed>(`/residences/${residenceId}/calendar-feed`);
  const listed = async () =>
    (await api()<{ items: { id: string }[] }>('/stays/reservations?perPage=100')).body.items;
  const nextSync = async () => {
    const before = (await feed()).body.data?.lastSyncAt ?? '';
    await api()(`/residences/${residenceId}/calendar-feed/sync`, { method: 'POST' });
    return (await waitFor(feed, (answer) => (answer.body.data?.lastSyncAt ?? '') > before)).body
      .data!;
  };

  beforeAll(async () => {
    peer = await startICalPeer();
    app = await startAccountsApp({
      ROLE: 'api,projections,worker',
      BOOKINGS_SYNC_SECONDS: '3600',
      ICAL_ALLOWED_PRIVATE_HOSTS: 'localhost',
    });
    owner = await anOwner(app, 'Host');
    residenceId = await insertResidence(app, owner.id, { usesTTLock: false });
  });
  afterAll(async () => {
    await app.close();
    await peer.close();
  });

  it('neither doubles a reservation made before the stop nor loses one that was not', async () => {
    peer.setFeed('/feed.ics', calendarFeed([bookingComEvent('one', '2027-04-01', '2027-04-03')]));
    await api()(`/residences/${residenceId}/calendar-feed`, {
      method: 'PUT',
      body: { url: peer.urlFor('/feed.ics') },
    });
    await waitFor(listed, (items) => items.length === 1);
    // Stopped after the reservation's first event, before its claim was marked.
    await sql`update booking_imports set created = false`.execute(app.database.db);
    // Stopped after the property recorded the id, before the first event.
    const orphan = randomUUID();
    await sql`insert into residence_reservations (reservation_id, residence_id)
      values (${orphan}, ${residenceId})`.execute(app.database.db);
    await sql`insert into booking_imports (integration, scope, external_id, account_id,
        residence_id, reservation_id, check_in, check_out)
      values ('ical', ${residenceId}, 'two', ${owner.id}, ${residenceId}, ${orphan},
        '2027-05-01T14:00:00-03:00', '2027-05-03T11:00:00-03:00')`.execute(app.database.db);

    peer.setFeed(
      '/feed.ics',
      calendarFeed([
        bookingComEvent('one', '2027-04-01', '2027-04-03'),
        bookingComEvent('two', '2027-05-01', '2027-05-03'),
      ]),
    );
    expect(await nextSync()).toMatchObject({ created: 1, lastError: null });
    expect(await waitFor(listed, (items) => items.length === 2)).toHaveLength(2);
    expect(await nextSync()).toMatchObject({ created: 0, lastError: null });
    expect(await listed()).toHaveLength(2);
  });
});
