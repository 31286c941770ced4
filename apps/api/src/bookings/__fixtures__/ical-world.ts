import type { CalendarFeedView } from '@chegada/contracts';
import { anOwner, apiAs, startICalPeer, type Member } from '@chegada/testing';
import { insertResidence } from '../../reservations/__fixtures__';
import { aSyncWorld, syncNow } from './sync-world';

type Feed = { data: CalendarFeedView | null };

/**
 * An iCal peer and the API with its worker, an owner and a property, started once for the spec
 * file; the worker reads every feed each `syncSeconds`; `env` adds settings (billing on, for
 * instance).
 */
export const anICalWorld = (syncSeconds = 3600, env: Record<string, string> = {}) => {
  const world = Object.assign(
    aSyncWorld(startICalPeer, syncSeconds, () => env),
    {
      owner: {} as Member,
      /** The owner's property without a lock, whose feed the tests set. */
      residenceId: '',
    },
  );
  beforeAll(async () => {
    world.owner = await anOwner(world.app, 'Host');
    world.residenceId = await insertResidence(world.app, world.owner.id, { usesTTLock: false });
  });
  const api = () => apiAs(world.app, world.owner);
  /** The property's feed as the host reads it, in English. */
  const feed = (id = world.residenceId) =>
    api()<Feed>(`/residences/${id}/calendar-feed`, { headers: { 'accept-language': 'en-US' } });
  /** "Sync now", then what that sync did. */
  const nextSync = (id = world.residenceId) =>
    syncNow(
      () => feed(id),
      () => api()(`/residences/${id}/calendar-feed/sync`, { method: 'POST' }),
    );
  return { world, api, feed, nextSync };
};
