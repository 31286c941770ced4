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

type Listed = { guestName: string; residence: { id: string } };

// Issue 30: nobody presses "sync now"; the worker's schedule (BOOKINGS_SYNC_SECONDS, 1 s
// here) reads every feed again, each in a job of its own.
describe('the worker re-reads every feed on its schedule', () => {
  let peer: ICalPeer;
  let app: TestApp;
  let owner: Member;
  const listed = async () =>
    (await apiAs(app, owner)<{ items: Listed[] }>('/stays/reservations?perPage=100')).body.items;

  beforeAll(async () => {
    peer = await startICalPeer();
    app = await startAccountsApp({
      ROLE: 'api,projections,worker',
      BOOKINGS_SYNC_SECONDS: '1',
      ICAL_ALLOWED_PRIVATE_HOSTS: 'localhost',
    });
    owner = await anOwner(app, 'Host');
  });
  afterAll(async () => {
    await app.close();
    await peer.close();
  });

  it('brings bookings added later on the channel, while a failing feed fails alone', async () => {
    const working = await insertResidence(app, owner.id, { usesTTLock: false, name: 'Casa' });
    const failing = await insertResidence(app, owner.id, { usesTTLock: false, name: 'Chalé' });
    peer.setFeed('/booking.ics', calendarFeed([]));
    peer.answer('/broken.ics', 500);
    for (const [id, path] of [
      [working, '/booking.ics'],
      [failing, '/broken.ics'],
    ] as const)
      await apiAs(app, owner)(`/residences/${id}/calendar-feed`, {
        method: 'PUT',
        body: { url: peer.urlFor(path) },
      });
    const syncs = () => peer.requests.filter((request) => request.path === '/booking.ics').length;
    await waitFor(
      async () => syncs(),
      (count) => count >= 2,
    );

    peer.setFeed(
      '/booking.ics',
      calendarFeed([bookingComEvent('4711@booking.com', '2027-03-01', '2027-03-04')]),
    );
    const items = await waitFor(listed, (found) => found.length === 1);
    expect(items[0]).toMatchObject({ guestName: 'iCal', residence: { id: working } });
    expect(
      peer.requests.filter((request) => request.path === '/broken.ics').length,
    ).toBeGreaterThan(1);
  });
});
