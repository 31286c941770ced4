import { waitFor } from '@chegada/testing';
import { anICalWorld } from '../__fixtures__/ical-world';
import { airbnbBlock, airbnbBooking, calendarFeed } from '../__fixtures__/ical-feeds';

type Listed = { id: string; guestName: string; CheckIn: string };

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The n-th booking of the feed: 2 nights, 3 days after the one before, code HMPAGE00nn. */
const nth = (n: number, shift = 0) =>
  airbnbBooking(
    `page-${n}@airbnb.com`,
    day(5 + n * 3 + shift),
    day(7 + n * 3 + shift),
    `HMPAGE${String(n).padStart(4, '0')}`,
    String(1000 + n),
  );
const bookings = (count: number) => Array.from({ length: count }, (_, n) => nth(n));

// Issue 30: a feed's new bookings are created a page at a time (ReservationImport.applyInPages,
// the Stays import's path): a calendar with more bookings than a page still gives each one a
// reservation, once, and a later sync of the same bookings creates none.
describe('a calendar feed with more bookings than one page', () => {
  const { world, api, feed, nextSync } = anICalWorld(3600);
  const listed = async () =>
    (await api()<{ items: Listed[] }>('/stays/reservations?perPage=100')).body.items;
  const codes = (items: Listed[]) =>
    items.map((item) => /HMPAGE\d{4}/.exec(item.guestName)?.[0]).sort();
  const expected = (count: number) =>
    Array.from({ length: count }, (_, n) => `HMPAGE${String(n).padStart(4, '0')}`).sort();

  it('gives its 30 bookings 30 reservations, each once', async () => {
    world.peer.setFeed('/thirty.ics', calendarFeed(bookings(30)));
    await api()(`/residences/${world.residenceId}/calendar-feed`, {
      method: 'PUT',
      body: { url: world.peer.urlFor('/thirty.ics'), bookingRule: 'reserved' },
    });
    const synced = await waitFor(feed, (answer) => answer.body.data?.lastSyncAt != null);
    expect(synced.body.data).toMatchObject({ created: 30, changed: 0, lastError: null });
    const items = await waitFor(listed, (found) => found.length >= 30);
    expect(codes(items)).toEqual(expected(30));
  });

  it('creates none when the feed is read again with the same bookings', async () => {
    // A new block changes the feed (no 304), so every booking is read and found known.
    world.peer.setFeed(
      '/thirty.ics',
      calendarFeed([...bookings(30), airbnbBlock('block@airbnb.com', day(200), day(202))]),
    );
    expect(await nextSync()).toMatchObject({ created: 0, changed: 0, cancelled: 0 });
    expect(world.peer.requests.at(-1)).toMatchObject({ path: '/thirty.ics', status: 200 });
    expect(codes(await listed())).toEqual(expected(30));
  });

  it('creates the one new booking and moves the one whose dates changed, in the same pages', async () => {
    const moved = bookings(31).map((event, n) => (n === 25 ? nth(25, 1) : event));
    world.peer.setFeed('/thirty.ics', calendarFeed(moved));
    expect(await nextSync()).toMatchObject({ created: 1, changed: 1, cancelled: 0 });
    const checkInOf25 = (items: Listed[]) =>
      Date.parse(items.find((item) => item.guestName.includes('HMPAGE0025'))?.CheckIn ?? '');
    const movedTo = Date.parse(`${day(81)}T14:00:00-03:00`);
    const items = await waitFor(
      listed,
      (found) => found.length >= 31 && checkInOf25(found) === movedTo,
    );
    expect(codes(items)).toEqual(expected(31));
  });
});
