import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { waitFor } from '@chegada/testing';
import { anICalWorld } from '../__fixtures__/ical-world';
import { bookingComEvent, calendarFeed } from '../__fixtures__/ical-feeds';

// Issue 30: a worker stopped in the middle of an import (a deploy, a crash) leaves a booking's
// claim without its "created" mark. The next sync finishes the job: no reservation twice, and
// none lost when only the property's record of the id was written before the stop.
describe('a sync after an import stopped midway', () => {
  const { world, api, nextSync } = anICalWorld(3600);
  const listed = async () =>
    (await api()<{ items: { id: string }[] }>('/stays/reservations?perPage=100')).body.items;

  it('neither doubles a reservation made before the stop nor loses one that was not', async () => {
    world.peer.setFeed(
      '/feed.ics',
      calendarFeed([bookingComEvent('one', '2027-04-01', '2027-04-03')]),
    );
    const saved = await api()(`/residences/${world.residenceId}/calendar-feed`, {
      method: 'PUT',
      // Booking.com's feed served from a host the product does not know: every event is a stay.
      body: { url: world.peer.urlFor('/feed.ics'), bookingRule: 'every-event' },
    });
    expect(saved).toMatchObject({ status: 200 });
    await waitFor(listed, (items) => items.length === 1);
    // Stopped after the reservation's first event, before its claim was marked.
    await sql`update booking_imports set created = false`.execute(world.app.database.db);
    // Stopped after the property recorded the id, before the first event.
    const orphan = randomUUID();
    await sql`insert into residence_reservations (reservation_id, residence_id)
      values (${orphan}, ${world.residenceId})`.execute(world.app.database.db);
    await sql`insert into booking_imports (integration, scope, external_id, account_id,
        residence_id, reservation_id, check_in, check_out)
      values ('ical', ${world.residenceId}, 'two', ${world.owner.id}, ${world.residenceId}, ${orphan},
        '2027-05-01T14:00:00-03:00', '2027-05-03T11:00:00-03:00')`.execute(world.app.database.db);

    world.peer.setFeed(
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
