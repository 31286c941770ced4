import type {
  NearbyPlaceView,
  ResidenceContactView,
  ResidenceRequest,
  ResidenceView,
  ZipAddress,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { dataWrite, deleteById, postTo, putChanges, unwrapData } from '../../../lib/api/endpoints';

export type HouseContact = ResidenceContactView;
export type NearbyPlace = NearbyPlaceView;

/** A property as GET /api/residences answers it. */
export type House = ResidenceView;

/** What a guest reads of a property by a share link: no lock, no access details. */
export type PublicHouse = Omit<
  House,
  'usesTTLock' | 'lockId' | 'dynamicPassword' | 'accessInstructions'
>;

/** POST /api/house-preview/:id: the token of /u/houses/details/:token and its expiry. */
export type SharedPreview = { token: string; expiresAt: string };

export type HousesPage = { items: House[]; total: number; lastPage: number };
export type HousesQuery = { page: number; perPage: number; search: string };

export type { ZipAddress };

/** The account's properties (spec §2, /u/houses): list, add, replace, delete; and CEP lookups. */
const housesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    houses: build.query<HousesPage, HousesQuery>({
      query: ({ search, ...page }) => ({
        url: 'residences',
        params: search ? { ...page, search } : page,
      }),
      providesTags: ['Residences'],
    }),
    createHouse: build.mutation<House, ResidenceRequest>(
      dataWrite<House, unknown>(postTo('residences'), ['Residences', 'Dashboard']),
    ),
    updateHouse: build.mutation<House, { id: string; changes: ResidenceRequest }>(
      dataWrite<House, { id: string; changes: unknown }>(putChanges('residences'), ['Residences']),
    ),
    deleteHouse: build.mutation<null, string>({
      query: deleteById('residences'),
      invalidatesTags: ['Residences', 'Dashboard'],
    }),
    shareHouse: build.mutation<SharedPreview, string>({
      query: (id) => ({ url: `house-preview/${id}`, method: 'POST' }),
      transformResponse: unwrapData<SharedPreview>,
    }),
    sharedHouse: build.query<PublicHouse, string>({
      query: (token) => `house-preview/${encodeURIComponent(token)}`,
      transformResponse: unwrapData<PublicHouse>,
    }),
  }),
});

export const {
  useHousesQuery,
  useCreateHouseMutation,
  useUpdateHouseMutation,
  useDeleteHouseMutation,
  useShareHouseMutation,
  useSharedHouseQuery,
} = housesApi;
