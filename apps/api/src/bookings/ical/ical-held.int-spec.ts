import { sql } from 'kysely';
import { waitFor } from '@chegada/testing';
import type { CalendarFeedView } from '@chegada/contracts';
import { anICalWorld } from '../__fixtures__/ical-world';
import { airbnbBooking, calendarFeed } from '../__fixtures__/ical-feeds';

type Feed = { data: CalendarFeedView | null };

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// Issue 31: while the subscription is inactive an import creates nothing new, and the panel
// says why; once it is paid, the next sync brings what was held.
describe('a calendar feed of an account whose subscription is inactive', () => {
  const { world, api, feed, nextSync } = anICalWorld(3600, {
    BILLING_PROVIDER: 'asaas',
    BILLING_API_KEY: '$aact_unused',
    BILLING_WEBHOOK_TOKEN: 'a-webhook-token-never-sent',
  });
  const subscription = (status: 'active' | 'inactive') =>
    sql`
      insert into subscriptions (owner_id, plan_name, status, started_at)
      values (${world.owner.id}, 'Essencial 1–3', ${status}, now())`.execute(world.app.database.db);
  const listed = async () =>
    (await api()<{ items: unknown[] }>('/stays/reservations?perPage=100')).body.items;

  it('holds new bookings back, says why, and brings them once the account is active', async () => {
    await subscription('inactive');
    world.peer.setFeed(
      '/held.ics',
      calendarFeed([airbnbBooking('held@airbnb.com', day(10), day(13), 'HMHELD0001', '9876')]),
    );
    const saved = await api()<Feed>(`/residences/${world.residenceId}/calendar-feed`, {
      method: 'PUT',
      body: { url: world.peer.urlFor('/held.ics'), bookingRule: 'reserved' },
    });
    expect(saved.status).toBe(200);
    const held = await nextSync();
    expect(held).toMatchObject({ created: 0, lastError: { code: 'SUBSCRIPTION_INACTIVE' } });
    expect(held.lastError?.message).toMatch(/^New reservations were not imported/);
    expect(await listed()).toEqual([]);

    await subscription('active');
    // The same feed, unchanged (its ETag answers 304): the held booking must still come.
    world.peer.setFeed(
      '/held.ics',
      calendarFeed([
        airbnbBooking('held@airbnb.com', day(10), day(13), 'HMHELD0001', '9876'),
        airbnbBooking('next@airbnb.com', day(20), day(22), 'HMNEXT0002', '1234'),
      ]),
    );
    // The next sync brings both (the held one by then, if a sync came first), each once.
    expect(await nextSync()).toMatchObject({ lastError: null });
    expect(await waitFor(listed, (items) => items.length >= 2)).toHaveLength(2);
    expect((await feed()).body.data).toMatchObject({ lastError: null });
  });
});
