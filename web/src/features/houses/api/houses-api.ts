import type { ResidenceRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

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

/** What a guest reads of a property by a share link: no lock, no access details. */
export type PublicHouse = Omit<
  House,
  'usesTTLock' | 'lockId' | 'dynamicPassword' | 'accessInstructions'
>;

/** POST /api/house-preview/:id: the token of /u/houses/details/:token and its expiry. */
export type SharedPreview = { token: string; expiresAt: string };

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

type Data<T> = { data: T };

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
    createHouse: build.mutation<House, ResidenceRequest>({
      query: (body) => ({ url: 'residences', method: 'POST', body }),
      transformResponse: (response: Data<House>) => response.data,
      invalidatesTags: ['Residences', 'Dashboard'],
    }),
    updateHouse: build.mutation<House, { id: string; changes: ResidenceRequest }>({
      query: ({ id, changes }) => ({ url: `residences/${id}`, method: 'PUT', body: changes }),
      transformResponse: (response: Data<House>) => response.data,
      invalidatesTags: ['Residences'],
    }),
    deleteHouse: build.mutation<null, string>({
      query: (id) => ({ url: `residences/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Residences', 'Dashboard'],
    }),
    shareHouse: build.mutation<SharedPreview, string>({
      query: (id) => ({ url: `house-preview/${id}`, method: 'POST' }),
      transformResponse: (response: Data<SharedPreview>) => response.data,
    }),
    sharedHouse: build.query<PublicHouse, string>({
      query: (token) => `house-preview/${encodeURIComponent(token)}`,
      transformResponse: (response: Data<PublicHouse>) => response.data,
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
  useShareHouseMutation,
  useSharedHouseQuery,
} = housesApi;
