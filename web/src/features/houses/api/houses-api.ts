import type {
  NearbyPlaceView,
  ResidenceContactView,
  ResidenceRequest,
  ResidenceView,
  ZipAddress,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { dataWrite, deleteById, postTo, putChanges } from '../../../lib/api/endpoints';

export type HouseContact = ResidenceContactView;
export type NearbyPlace = NearbyPlaceView;

/** A property as GET /api/residences answers it. */
export type House = ResidenceView;

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
    zipAddress: build.query<ZipAddress, string>({
      query: (cep) => `zip/${cep}`,
    }),
  }),
});

export const {
  useHousesQuery,
  useCreateHouseMutation,
  useUpdateHouseMutation,
  useDeleteHouseMutation,
  useLazyZipAddressQuery,
} = housesApi;
