import type {
  StaysConnectionRequest,
  StaysConnectionView,
  StaysListingsView,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';

const CONNECTION = [{ type: 'Stays' as const, id: 'connection' }];
const LISTINGS = [{ type: 'Stays' as const, id: 'listings' }];

/** The account's Stays.net connection and its listings (issue 30), on /u/config. */
const staysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staysConnection: build.query<StaysConnectionView | null, void>({
      query: () => 'integrations/stays',
      transformResponse: unwrapData<StaysConnectionView | null>,
      providesTags: CONNECTION,
    }),
    connectStays: build.mutation<StaysConnectionView, StaysConnectionRequest>({
      query: (body) => ({ url: 'integrations/stays', method: 'PUT', body }),
      transformResponse: unwrapData<StaysConnectionView>,
      invalidatesTags: [...CONNECTION, ...LISTINGS],
    }),
    disconnectStays: build.mutation<void, void>({
      query: () => ({ url: 'integrations/stays', method: 'DELETE' }),
      // Not the listings: there are none to ask for once disconnected (connecting asks again).
      invalidatesTags: CONNECTION,
    }),
    syncStays: build.mutation<StaysConnectionView, void>({
      query: () => ({ url: 'integrations/stays/sync', method: 'POST' }),
      transformResponse: unwrapData<StaysConnectionView>,
      invalidatesTags: [...CONNECTION, 'Reservations'],
    }),
    staysListings: build.query<StaysListingsView, void>({
      query: () => 'integrations/stays/listings',
      transformResponse: unwrapData<StaysListingsView>,
      providesTags: LISTINGS,
    }),
    mapStaysListing: build.mutation<void, { listingId: string; residenceId: string | null }>({
      query: ({ listingId, residenceId }) => ({
        url: `integrations/stays/listings/${encodeURIComponent(listingId)}`,
        method: 'PUT',
        body: { residenceId },
      }),
      invalidatesTags: [...CONNECTION, ...LISTINGS, 'CalendarFeeds'],
    }),
  }),
});

export const {
  useStaysConnectionQuery,
  useConnectStaysMutation,
  useDisconnectStaysMutation,
  useSyncStaysMutation,
  useStaysListingsQuery,
  useMapStaysListingMutation,
} = staysApi;
