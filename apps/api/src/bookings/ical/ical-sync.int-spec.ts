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
import type { CalendarFeedView } from '@chegada/contracts';
import { insertResidence } from '../../reservations/__fixtures__';
import { airbnbBlock, airbnbBooking, calendarFeed } from '../__fixtures__/ical-feeds';

type Listed = {
  id: string;
  guestName: string;
  status: number;
  source: string;
  CheckIn: string;
  checkout: string;
  guestEmail: string | null;
  guestPhone: string | null;
  importedFrom: string | null;
};
type Feed = { data: CalendarFeedView | null };

// Dates relative to today, so "checkout still ahead" holds whenever the test runs.
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const CANCELED = 6;

// Issue 30: a property's calendar feed becomes reservations through the real worker, kept in
// step on every sync, against an iCal peer (localhost is allowed only by ICAL_ALLOWED_PRIVATE_HOSTS).
describe('reservations from a calendar feed, synced by the worker', () => {
  let peer: ICalPeer;
  let app: TestApp;
  let owner: Member;
  let residenceId: string;
  const api = () => apiAs(app, owner);
  const feed = (id = residenceId) =>
    api()<Feed>(`/residences/${id}/calendar-feed`, { headers: { 'accept-language': 'en-US' } });
  const listed = async () =>
    (await api()<{ items: Listed[] }>('/stays/reservations?perPage=100')).body.items;
  const revisionOf = async (id: string) => (await api()(`/stays/local/${id}`)).headers.get('etag');
  /** Waits for a sync that started after the last one seen. */
  const nextSync = async (id = residenceId) => {
    const before = (await feed(id)).body.data?.lastSyncAt ?? '';
    await api()(`/residences/${id}/calendar-feed/sync`, { method: 'POST' });
    return (
      await waitFor(feed.bind(null, id), (answer) => (answer.body.data?.lastSyncAt ?? '') > before)
    ).body.data!;
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

  it('makes each booking a reservation once, leaving blocks out', async () => {
    peer.setFeed(
      '/listing.ics',
      calendarFeed([
        airbnbBooking('stay-1@airbnb.com', day(10), day(14), 'HMQW12ER34', '4321'),
        airbnbBooking('past@airbnb.com', day(-9), day(-5), 'HMPAST0001', '1111'),
        airbnbBlock('block@airbnb.com', day(20), day(22)),
      ]),
    );
    const saved = await api()<Feed>(`/residences/${residenceId}/calendar-feed`, {
      method: 'PUT',
      body: { url: peer.urlFor('/listing.ics'), bookingRule: 'reserved' },
    });
    expect(saved.status).toBe(200);
    const synced = await waitFor(feed, (answer) => answer.body.data?.lastSyncAt != null);
    expect(synced.body.data).toMatchObject({
      created: 2,
      changed: 0,
      cancelled: 0,
      lastError: null,
    });
    const items = await waitFor(listed, (found) => found.length === 2);
    const upcoming = items.find((item) => item.guestName.includes('HMQW12ER34'));
    expect(upcoming).toMatchObject({
      guestName: 'iCal · HMQW12ER34 · …4321',
      status: 0,
      source: 'other',
      importedFrom: 'ical',
      guestEmail: null,
      guestPhone: null,
    });
    expect(Date.parse(upcoming!.CheckIn)).toBe(Date.parse(`${day(10)}T14:00:00-03:00`));
    expect(Date.parse(upcoming!.checkout)).toBe(Date.parse(`${day(14)}T11:00:00-03:00`));
  });

  it('answers an unchanged feed with 304 and a changed one without bookings writes nothing', async () => {
    const [first] = await listed();
    const revision = await revisionOf(first!.id);
    expect(await nextSync()).toMatchObject({ created: 0, changed: 0, cancelled: 0 });
    expect(peer.requests.at(-1)).toMatchObject({ path: '/listing.ics', status: 304 });

    peer.setFeed(
      '/listing.ics',
      calendarFeed([
        airbnbBooking('stay-1@airbnb.com', day(10), day(14), 'HMQW12ER34', '4321'),
        airbnbBooking('past@airbnb.com', day(-9), day(-5), 'HMPAST0001', '1111'),
        airbnbBlock('block@airbnb.com', day(20), day(23)),
      ]),
    );
    expect(await nextSync()).toMatchObject({ created: 0, changed: 0, cancelled: 0 });
    expect(peer.requests.at(-1)).toMatchObject({ path: '/listing.ics', status: 200 });
    expect(await revisionOf(first!.id)).toBe(revision);
    expect(await listed()).toHaveLength(2);
  });

  it('moves a reservation whose dates changed on the channel', async () => {
    peer.setFeed(
      '/listing.ics',
      calendarFeed([
        airbnbBooking('stay-1@airbnb.com', day(11), day(16), 'HMQW12ER34', '4321'),
        airbnbBooking('past@airbnb.com', day(-9), day(-5), 'HMPAST0001', '1111'),
      ]),
    );
    expect(await nextSync()).toMatchObject({ created: 0, changed: 1, cancelled: 0 });
    const moved = await waitFor(listed, (items) =>
      items.some((item) => Date.parse(item.checkout) === Date.parse(`${day(16)}T11:00:00-03:00`)),
    );
    const stay = moved.find((item) => item.guestName.includes('HMQW12ER34'));
    expect(Date.parse(stay!.CheckIn)).toBe(Date.parse(`${day(11)}T14:00:00-03:00`));
    expect(moved).toHaveLength(2);
  });

  it('cancels a booking gone from the feed while its stay is ahead, not one already over', async () => {
    peer.setFeed('/listing.ics', calendarFeed([]));
    expect(await nextSync()).toMatchObject({ created: 0, changed: 0, cancelled: 1 });
    const items = await waitFor(listed, (found) => found.some((item) => item.status === CANCELED));
    const byCode = (code: string) => items.find((item) => item.guestName.includes(code));
    expect(byCode('HMQW12ER34')?.status).toBe(CANCELED);
    expect(byCode('HMPAST0001')?.status).toBe(0);
    const details = await api()<{ data: { cancelMotive: string; importedFrom: string } }>(
      `/stays/local/${byCode('HMQW12ER34')!.id}`,
    );
    expect(details.body.data).toMatchObject({
      cancelMotive: 'Reserva removida do calendário do canal (iCal)',
      importedFrom: 'ical',
    });
    expect(await nextSync()).toMatchObject({ cancelled: 0 });
  });

  it('restores a cancelled reservation whose booking comes back on the channel', async () => {
    peer.setFeed(
      '/listing.ics',
      calendarFeed([airbnbBooking('stay-1@airbnb.com', day(11), day(16), 'HMQW12ER34', '4321')]),
    );
    expect(await nextSync()).toMatchObject({ created: 0, changed: 1, cancelled: 0 });
    const items = await waitFor(listed, (found) => found.every((item) => item.status === 0));
    expect(items.filter((item) => item.guestName.includes('HMQW12ER34'))).toHaveLength(1);
  });

  it('refuses an address that is not http or https, naming the field, in the caller language', async () => {
    const answer = await api()<{ errors: { field: string; message: string }[] }>(
      `/residences/${residenceId}/calendar-feed`,
      {
        method: 'PUT',
        body: { url: 'file:///etc/passwd' },
        headers: { 'accept-language': 'es-ES' },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'url', message: 'Indica una dirección http:// o https:// de calendario (iCal)' },
    ]);
  });

  it("records a feed's failure for the host, in their language, and the other feeds go on", async () => {
    const other = await insertResidence(app, owner.id, { usesTTLock: false, name: 'Chalé' });
    peer.setFeed('/inside.ics', calendarFeed([]));
    await api()(`/residences/${other}/calendar-feed`, {
      method: 'PUT',
      body: { url: peer.urlFor('/inside.ics', '127.0.0.1') },
    });
    const failed = await waitFor(
      feed.bind(null, other),
      (answer) => answer.body.data?.lastError != null,
    );
    expect(failed.body.data?.lastError).toEqual({
      code: 'ADDRESS_NOT_ALLOWED',
      status: null,
      message:
        "This address points to a private network and cannot be read. Use the channel's public link.",
    });
    expect(peer.requests.some((request) => request.path === '/inside.ics')).toBe(false);

    peer.setFeed(
      '/listing.ics',
      calendarFeed([airbnbBooking('stay-2@airbnb.com', day(30), day(33), 'HMNEW00002', '2222')]),
    );
    expect(await nextSync()).toMatchObject({ created: 1, lastError: null });
  });
});
