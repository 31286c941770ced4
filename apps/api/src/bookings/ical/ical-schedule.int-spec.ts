import { apiAs, waitFor } from '@chegada/testing';
import { insertResidence } from '../../reservations/__fixtures__';
import { anICalWorld } from '../__fixtures__/ical-world';
import { bookingComEvent, calendarFeed } from '../__fixtures__/ical-feeds';

type Listed = { guestName: string; residence: { id: string } };

// Issue 30: nobody presses "sync now"; the worker's schedule (BOOKINGS_SYNC_SECONDS, 1 s
// here) reads every feed again, each in a job of its own.
describe('the worker re-reads every feed on its schedule', () => {
  const { world } = anICalWorld(1);
  const listed = async () =>
    (await apiAs(world.app, world.owner)<{ items: Listed[] }>('/stays/reservations?perPage=100'))
      .body.items;

  it('brings bookings added later on the channel, while a failing feed fails alone', async () => {
    const working = await insertResidence(world.app, world.owner.id, {
      usesTTLock: false,
      name: 'Casa',
    });
    const failing = await insertResidence(world.app, world.owner.id, {
      usesTTLock: false,
      name: 'Chalé',
    });
    world.peer.setFeed('/booking.ics', calendarFeed([]));
    world.peer.answer('/broken.ics', 500);
    for (const [id, path] of [
      [working, '/booking.ics'],
      [failing, '/broken.ics'],
    ] as const)
      await apiAs(world.app, world.owner)(`/residences/${id}/calendar-feed`, {
        method: 'PUT',
        // Booking.com's feeds from a host the product does not know: every event is a stay.
        body: { url: world.peer.urlFor(path), bookingRule: 'every-event' },
      });
    const syncs = () =>
      world.peer.requests.filter((request) => request.path === '/booking.ics').length;
    await waitFor(
      async () => syncs(),
      (count) => count >= 2,
    );

    world.peer.setFeed(
      '/booking.ics',
      calendarFeed([bookingComEvent('4711@booking.com', '2027-03-01', '2027-03-04')]),
    );
    const items = await waitFor(listed, (found) => found.length === 1);
    expect(items[0]).toMatchObject({ guestName: 'iCal', residence: { id: working } });
    expect(
      world.peer.requests.filter((request) => request.path === '/broken.ics').length,
    ).toBeGreaterThan(1);
  });
});
