import {
  startStaysPeer,
  type StaysPeer,
  type StaysPeerAccount,
} from '../../apps/api/src/bookings/__fixtures__/stays-peer';
import { aHost, useHostSuite, type HostSuite } from './console-host';

/** Lia's credentials on the Stays peer, as she types them on /u/config. */
export const LIA_STAYS = { clientId: 'client-lia', clientSecret: 'secret-lia' } as const;

/**
 * The suite header of a Stays walk: useHostSuite for Lia, host of Casa Sol, whose app reaches a
 * Stays peer (`suite.peer`, closed after the file's tests) holding her account with its listing
 * 'Apto Sol' (listing-sol), and whatever `fill` adds to that account.
 */
export const useLiasStaysSuite = (
  name: string,
  fill: (account: StaysPeerAccount) => void = () => {},
): HostSuite & { peer: StaysPeer } => {
  const suite = useHostSuite(name, aHost('Lia Souza', 'Sol'), {
    env: async () => {
      const peer = await startStaysPeer();
      Object.assign(suite, { peer });
      const account = peer.account(LIA_STAYS.clientId, LIA_STAYS.clientSecret);
      account.listings.push({ _id: 'listing-sol', id: 'SOL1', internalName: 'Apto Sol' });
      fill(account);
      return {
        ICAL_ALLOWED_PRIVATE_HOSTS: 'localhost',
        BOOKINGS_SYNC_SECONDS: '3600',
        STAYS_BASE_URL_TEMPLATE: peer.baseUrlTemplate,
      };
    },
  }) as HostSuite & { peer: StaysPeer };
  afterAll(() => suite.peer?.close());
  return suite;
};
