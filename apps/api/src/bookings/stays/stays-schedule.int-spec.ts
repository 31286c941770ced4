import { waitFor } from '@chegada/testing';
import { staysBooking } from '../__fixtures__/stays-peer';
import { aStaysWorld } from '../__fixtures__/stays-world';

type Listed = { guestName: string; importedFrom: string | null };

// Issue 30: nobody presses "sync now" nor does Stays notify; the worker's schedule
// (BOOKINGS_SYNC_SECONDS, 1 s here) reads every connected account again, each in a job of its own.
describe('the worker re-reads every Stays account on its schedule', () => {
  const { world, aHost, api, connect, syncAfter } = aStaysWorld(1);

  it('brings bookings added later on Stays, while an account Stays refuses fails alone', async () => {
    const working = await aHost('Rui');
    const refused = await aHost('Eva');
    await connect(working);
    await connect(refused);
    await syncAfter(working, '');
    // Eva's credentials revoked on Stays after she connected.
    world.peer.account(refused.clientId, 'revoked').listings.push(...refused.stays.listings);
    working.stays.reservations.push(
      staysBooking('LATER', working.stays.listings[0]!._id, 40, 2, {
        guestsDetails: { adults: 1, list: [{ name: 'Later Guest', primary: true }] },
        _idclient: undefined,
      }),
    );
    const listed = async () =>
      (await api(working)<{ items: Listed[] }>('/stays/reservations?perPage=100')).body.items;
    const items = await waitFor(listed, (found) => found.length === 1, 30_000);
    expect(items[0]).toMatchObject({ guestName: 'Later Guest', importedFrom: 'stays' });
    const failed = await waitFor(
      () => api(refused)<{ data: { lastError: { code: string } | null } }>('/integrations/stays'),
      (answer) => answer.body.data?.lastError !== null,
      30_000,
    );
    expect(failed.body.data?.lastError?.code).toBe('UNAUTHORIZED');
  });
});
