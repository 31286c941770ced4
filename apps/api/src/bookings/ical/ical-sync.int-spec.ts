import { waitFor } from '@chegada/testing';
import type { CalendarFeedView } from '@chegada/contracts';
import { insertResidence } from '../../reservations/__fixtures__';
import { anICalWorld } from '../__fixtures__/ical-world';
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

// The booking the first tests follow as its dates change, and one whose stay is already over.
const stayOne = (checkIn: number, checkout: number) =>
  airbnbBooking('stay-1@airbnb.com', day(checkIn), day(checkout), 'HMQW12ER34', '4321');
const pastStay = () => airbnbBooking('past@airbnb.com', day(-9), day(-5), 'HMPAST0001', '1111');

// Issue 30: a property's calendar feed becomes reservations through the real worker, kept in
// step on every sync, against an iCal world.peer (localhost is allowed only by ICAL_ALLOWED_PRIVATE_HOSTS).
describe('reservations from a calendar feed, synced by the worker', () => {
  const { world, api, feed, nextSync } = anICalWorld(3600);
  const listingFeed = (events: Parameters<typeof calendarFeed>[0]) =>
    world.peer.setFeed('/listing.ics', calendarFeed(events));
  const listed = async () =>
    (await api()<{ items: Listed[] }>('/stays/reservations?perPage=100')).body.items;
  const revisionOf = async (id: string) => (await api()(`/stays/local/${id}`)).headers.get('etag');

  it('makes each booking a reservation once, leaving blocks and stays already over out', async () => {
    listingFeed([stayOne(10, 14), pastStay(), airbnbBlock('block@airbnb.com', day(20), day(22))]);
    const saved = await api()<Feed>(`/residences/${world.residenceId}/calendar-feed`, {
      method: 'PUT',
      body: { url: world.peer.urlFor('/listing.ics'), bookingRule: 'reserved' },
    });
    expect(saved.status).toBe(200);
    const synced = await waitFor(feed, (answer) => answer.body.data?.lastSyncAt != null);
    expect(synced.body.data).toMatchObject({
      created: 1,
      changed: 0,
      cancelled: 0,
      lastError: null,
    });
    const items = await waitFor(listed, (found) => found.length === 1);
    // Walk of issue 30: a stay whose checkout is past is no guest to wait for.
    expect(items.some((item) => item.guestName.includes('HMPAST0001'))).toBe(false);
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
    expect(world.peer.requests.at(-1)).toMatchObject({ path: '/listing.ics', status: 304 });

    listingFeed([stayOne(10, 14), pastStay(), airbnbBlock('block@airbnb.com', day(20), day(23))]);
    expect(await nextSync()).toMatchObject({ created: 0, changed: 0, cancelled: 0 });
    expect(world.peer.requests.at(-1)).toMatchObject({ path: '/listing.ics', status: 200 });
    expect(await revisionOf(first!.id)).toBe(revision);
    expect(await listed()).toHaveLength(1);
  });

  it('moves a reservation whose dates changed on the channel', async () => {
    listingFeed([stayOne(11, 16), pastStay()]);
    expect(await nextSync()).toMatchObject({ created: 0, changed: 1, cancelled: 0 });
    const moved = await waitFor(listed, (items) =>
      items.some((item) => Date.parse(item.checkout) === Date.parse(`${day(16)}T11:00:00-03:00`)),
    );
    const stay = moved.find((item) => item.guestName.includes('HMQW12ER34'));
    expect(Date.parse(stay!.CheckIn)).toBe(Date.parse(`${day(11)}T14:00:00-03:00`));
    expect(moved).toHaveLength(1);
  });

  it('cancels a booking gone from the feed while its stay is ahead', async () => {
    listingFeed([]);
    expect(await nextSync()).toMatchObject({ created: 0, changed: 0, cancelled: 1 });
    const items = await waitFor(listed, (found) => found.some((item) => item.status === CANCELED));
    const byCode = (code: string) => items.find((item) => item.guestName.includes(code));
    expect(byCode('HMQW12ER34')?.status).toBe(CANCELED);
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
    listingFeed([stayOne(11, 16)]);
    expect(await nextSync()).toMatchObject({ created: 0, changed: 1, cancelled: 0 });
    const items = await waitFor(listed, (found) => found.every((item) => item.status === 0));
    expect(items.filter((item) => item.guestName.includes('HMQW12ER34'))).toHaveLength(1);
  });

  it('refuses an address that is not http or https, naming the field, in the caller language', async () => {
    const answer = await api()<{ errors: { field: string; message: string }[] }>(
      `/residences/${world.residenceId}/calendar-feed`,
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
    const other = await insertResidence(world.app, world.owner.id, {
      usesTTLock: false,
      name: 'Chalé',
    });
    world.peer.setFeed('/inside.ics', calendarFeed([]));
    // A private address is refused as it is typed, on the field, in the caller's language.
    const inside = (locale: string) =>
      api()<{ errors: unknown[] }>(`/residences/${other}/calendar-feed`, {
        method: 'PUT',
        body: { url: world.peer.urlFor('/inside.ics', '127.0.0.1') },
        headers: { 'accept-language': locale },
      });
    const refused = await inside('pt-BR');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'url',
        message:
          'Este endereço aponta para uma rede privada e não pode ser lido. Use o link público do canal.',
      },
    ]);
    expect((await inside('es-ES')).body.errors).toEqual([
      {
        field: 'url',
        message:
          'Esta dirección apunta a una red privada y no se puede leer. Usa el enlace público del canal.',
      },
    ]);
    expect((await feed(other)).body.data).toBeNull();
    expect(world.peer.requests.some((request) => request.path === '/inside.ics')).toBe(false);
    // A name that resolves nowhere may be a passing failure: kept, and the sync says why.
    await api()(`/residences/${other}/calendar-feed`, {
      method: 'PUT',
      body: { url: 'https://calendar.nowhere.invalid/listing.ics' },
    });
    const failed = await waitFor(
      feed.bind(null, other),
      (answer) => answer.body.data?.lastError != null,
    );
    expect(failed.body.data?.lastError).toEqual({
      code: 'HOST_NOT_FOUND',
      status: null,
      message: 'The calendar address does not exist. Check the link you copied from the channel.',
    });

    listingFeed([airbnbBooking('stay-2@airbnb.com', day(30), day(33), 'HMNEW00002', '2222')]);
    expect(await nextSync()).toMatchObject({ created: 1, lastError: null });
  });

  // Walk of issue 30: a corrected address starts clean, and each sync joins the panel's list.
  it("forgets a replaced address's result, keeps the new one's event times, and lists the syncs", async () => {
    const nova = await insertResidence(world.app, world.owner.id, {
      usesTTLock: false,
      name: 'Casa Nova',
    });
    const put = (url: string) =>
      api()<Feed>(`/residences/${nova}/calendar-feed`, { method: 'PUT', body: { url } });
    await put('https://calendar.nowhere.invalid/nova.ics');
    await waitFor(feed.bind(null, nova), (answer) => answer.body.data?.lastError != null);

    // 19:00 and 13:00 UTC: 16:00 in and 10:00 out in São Paulo, not the property's 14:00/11:00.
    const [start, end] = [`${day(40)}T19:00:00Z`, `${day(43)}T13:00:00Z`];
    world.peer.setFeed(
      '/nova.ics',
      calendarFeed([{ ...airbnbBooking('n1', day(40), day(43)), start, end }]),
    );
    const saved = await put(world.peer.urlFor('/nova.ics'));
    expect(saved.body.data).toMatchObject({ lastError: null });
    expect(saved.body.data?.runs.every((run) => run.error === null)).toBe(true);
    const synced = await waitFor(
      feed.bind(null, nova),
      (answer) => answer.body.data?.lastSyncAt != null,
    );
    expect(synced.body.data).toMatchObject({ created: 1, lastError: null });
    expect(synced.body.data?.runs).toEqual([
      {
        at: synced.body.data?.lastSyncAt,
        created: 1,
        changed: 0,
        cancelled: 0,
        refused: 0,
        error: null,
      },
    ]);
    // The list is a projection: read once it shows what the sync wrote.
    const stay = await waitFor(
      async () => (await listed()).find((item) => item.guestName.includes('HMABCD1234')),
      (found) => found !== undefined,
    );
    expect(Date.parse(stay!.CheckIn)).toBe(Date.parse(start));
    expect(Date.parse(stay!.checkout)).toBe(Date.parse(end));

    await nextSync(nova);
    const runs = (await feed(nova)).body.data?.runs ?? [];
    expect(runs.map(({ created, error }) => ({ created, error }))).toEqual([
      { created: 0, error: null },
      { created: 1, error: null },
    ]);
    expect(Date.parse(runs[0]!.at)).toBeGreaterThan(Date.parse(runs[1]!.at));
  });

  // Walk of issue 30: a new rule is applied at once, not once the feed happens to change.
  it('reads the whole feed again when the host changes which events are bookings', async () => {
    const regra = await insertResidence(world.app, world.owner.id, {
      usesTTLock: false,
      name: 'Casa Regra',
    });
    world.peer.setFeed(
      '/rule.ics',
      calendarFeed([
        airbnbBooking('rule-1', day(50), day(53), 'HMRULE0001', '5555'),
        airbnbBlock('rule-block', day(60), day(62)),
      ]),
    );
    const put = (bookingRule?: string) =>
      api()<Feed>(`/residences/${regra}/calendar-feed`, {
        method: 'PUT',
        body: { url: world.peer.urlFor('/rule.ics'), ...(bookingRule ? { bookingRule } : {}) },
      });
    // Walk of issue 30: an unknown host's feed saved without a rule takes the safe one, only
    // the events marked "Reserved": its blocked day does not become a stay.
    expect((await put()).body.data).toMatchObject({ bookingRule: 'reserved' });
    const first = await waitFor(
      feed.bind(null, regra),
      (answer) => answer.body.data?.lastSyncAt != null,
    );
    expect(first.body.data).toMatchObject({ bookingRule: 'reserved', created: 1, lastError: null });
    expect(await nextSync(regra)).toMatchObject({ created: 0 });
    expect(world.peer.requests.at(-1)).toMatchObject({ path: '/rule.ics', status: 304 });

    const before = (await feed(regra)).body.data!.lastSyncAt;
    expect((await put('every-event')).status).toBe(200);
    const after = await waitFor(
      feed.bind(null, regra),
      (answer) => answer.body.data?.lastSyncAt !== before,
    );
    expect(after.body.data).toMatchObject({ created: 1, lastError: null });
    expect(
      world.peer.requests.filter((request) => request.path === '/rule.ics').at(-1),
    ).toMatchObject({ status: 200 });
    // The list is a projection: it shows the new stay once it has caught up.
    const laterStays = async () =>
      (await listed()).filter(
        (item) => Date.parse(item.CheckIn) >= Date.parse(`${day(50)}T00:00:00Z`),
      );
    expect(await waitFor(laterStays, (stays) => stays.length >= 2)).toHaveLength(2);
  });
});
