import type { ResidenceRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { dataWrite, deleteById, postTo, putChanges } from '../../../lib/api/endpoints';

export type HouseContact = {
  type: number;
  name: string;
  phone: string | null;
  email: string | null;
};

export type NearbyPlace = {
  name: string;
  zip: string;
  street: string;
  number: string;
  type: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
};

/** A property as GET /api/residences answers it (RESIDENCE_SHAPE of the API). */
export type House = {
  id: string;
  name: string;
  address: {
    cep: string;
    street: string;
    number: string;
    complement: string | null;
    neighborhood: string;
    city: string;
    state: string;
    country: string;
  };
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number;
  parkingSpaces: number;
  usesTTLock: boolean;
  lockId: string | null;
  dynamicPassword: boolean;
  supportedLanguages: string[];
  pixKey: string | null;
  depositAmount: number;
  houseRules: string;
  accessInstructions: string;
  contacts: HouseContact[];
  nearbyPlaces: NearbyPlace[];
};

export type HousesPage = { items: House[]; total: number; lastPage: number };
export type HousesQuery = { page: number; perPage: number; search: string };

/** GET /api/zip/:cep: what a CEP names. */
export type ZipAddress = {
  cep: string;
  street: string;
  neighborhood: string;
  city: string;
  state: string;
};

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
