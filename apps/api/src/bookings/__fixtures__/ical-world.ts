import type { CalendarFeedView } from '@chegada/contracts';
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

type Feed = { data: CalendarFeedView | null };

export type ICalWorld = {
  peer: ICalPeer;
  app: TestApp;
  owner: Member;
  /** The owner's property without a lock, whose feed the tests set. */
  residenceId: string;
};

/**
 * An iCal peer and the API with its worker (the peer's localhost allowed by
 * ICAL_ALLOWED_PRIVATE_HOSTS), an owner and a property, started once for the spec file; the
 * worker reads every feed each `syncSeconds`.
 */
export const anICalWorld = (syncSeconds = 3600) => {
  const world = {} as ICalWorld;
  beforeAll(async () => {
    world.peer = await startICalPeer();
    world.app = await startAccountsApp({
      ROLE: 'api,projections,worker',
      BOOKINGS_SYNC_SECONDS: String(syncSeconds),
      ICAL_ALLOWED_PRIVATE_HOSTS: 'localhost',
    });
    world.owner = await anOwner(world.app, 'Host');
    world.residenceId = await insertResidence(world.app, world.owner.id, { usesTTLock: false });
  });
  afterAll(async () => {
    await world.app.close();
    await world.peer.close();
  });
  const api = () => apiAs(world.app, world.owner);
  /** The property's feed as the host reads it, in English. */
  const feed = (id = world.residenceId) =>
    api()<Feed>(`/residences/${id}/calendar-feed`, { headers: { 'accept-language': 'en-US' } });
  /** "Sync now", then waits for a sync that started after the last one seen. */
  const nextSync = async (id = world.residenceId) => {
    const before = (await feed(id)).body.data?.lastSyncAt ?? '';
    await api()(`/residences/${id}/calendar-feed/sync`, { method: 'POST' });
    return (
      await waitFor(feed.bind(null, id), (answer) => (answer.body.data?.lastSyncAt ?? '') > before)
    ).body.data!;
  };
  return { world, api, feed, nextSync };
};
