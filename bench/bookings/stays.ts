import type { StaysConnectionView } from '@chegada/contracts';
import {
  staysBooking,
  type StaysPeer,
  type StaysPeerAccount,
} from '../../apps/api/src/bookings/__fixtures__/stays-peer';
import { waitFor } from '../../test/helpers/wait';
import type { Host } from '../uploads/guests';
import { copiesOfProperty } from './property-copies';

// Issue 30's Stays half of bench:bookings: one Stays account with 5,000 reservations over 250
// pages, on a peer answering each call in 100 ms; the worker asks at most 4 pages at a time.

export const STAYS_BENCH = { reservations: 5_000, listings: 50, delayMs: 100 };
/** Stays' page: the import asks for 20 bookings a call. */
export { STAYS_PAGE } from '../../apps/api/src/bookings/stays/stays-api';
const CLIENT_ID = 'bench-client';
const SECRET = 'bench-secret';

/** The account's bookings: `perListing` 2-night stays on each listing, 3 days apart. */
const fillAccount = (account: StaysPeerAccount, listings: number, total: number) => {
  const perListing = Math.ceil(total / listings);
  for (let listing = 0; listing < listings; listing += 1) {
    for (let stay = 0; stay < perListing && account.reservations.length < total; stay += 1) {
      const id = `L${listing}S${stay}`;
      account.reservations.push(
        staysBooking(id, `listing-${listing}`, 2 + stay * 3, 2, {
          guestsDetails: {
            adults: 2,
            children: 0,
            infants: 0,
            // A guest Stays names and reaches: no client record to read (the test covers those).
            list: [
              {
                name: `Guest ${id}`,
                primary: true,
                email: `${id}@example.com`,
                phones: [{ iso: `+5511987${String(listing * 1000 + stay).padStart(6, '0')}` }],
              },
            ],
          },
        }),
      );
    }
  }
};

export type StaysBenchApi = {
  call<T>(path: string, init: { method: string; body?: unknown }): Promise<T>;
};

/**
 * The host connects the peer's account and maps each listing to a property of its own, with no
 * booking on Stays yet (mapping queues a sync: that one finds nothing); then the account fills.
 */
export const connectStaysAccount = async (
  peer: StaysPeer,
  api: StaysBenchApi,
  databaseUrl: string,
  host: Host,
) => {
  const account = peer.account(CLIENT_ID, SECRET);
  for (let listing = 0; listing < STAYS_BENCH.listings; listing += 1)
    account.listings.push({
      _id: `listing-${listing}`,
      id: `L${listing}`,
      internalName: `Apto ${listing}`,
    });
  await api.call('/integrations/stays', {
    method: 'PUT',
    body: { domain: peer.domain, clientId: CLIENT_ID, clientSecret: SECRET },
  });
  // Properties of their own for the Stays listings (one source per property).
  const properties = await copiesOfProperty(databaseUrl, host, 'Stays', [1, STAYS_BENCH.listings]);
  for (const [listing, residenceId] of properties.entries())
    await api.call(`/integrations/stays/listings/listing-${listing}`, {
      method: 'PUT',
      body: { residenceId },
    });
  await staysSync(api);
  fillAccount(account, STAYS_BENCH.listings, STAYS_BENCH.reservations);
  peer.delayMs = STAYS_BENCH.delayMs;
  peer.maxInFlight = 0;
};

const connection = (api: StaysBenchApi) =>
  api
    .call<{ data: StaysConnectionView | null }>('/integrations/stays', { method: 'GET' })
    .then((answer) => answer.data!);

/**
 * "Sync now", then what that sync did once it ended: a sync that started after the request
 * (lastSyncAt is when a sync started), never a pass already running that ends meanwhile.
 */
export const staysSync = async (api: StaysBenchApi): Promise<StaysConnectionView> => {
  const requestedAt = new Date().toISOString();
  await api.call('/integrations/stays/sync', { method: 'POST' });
  return waitFor(
    () => connection(api),
    (view) => Date.parse(view.lastSyncAt ?? '') >= Date.parse(requestedAt),
    600_000,
  );
};
