import type {
  TierAhead,
  NearbyPlaceView,
  ResidenceContactView,
  ResidenceRequest,
  ResidenceView,
  ZipAddress,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { dataWrite, deleteById, postTo, putChanges, unwrapData } from '../../../lib/api/endpoints';

export type ResidenceContact = ResidenceContactView;
export type NearbyPlace = NearbyPlaceView;

/** A property as GET /api/residences answers it. */
export type Residence = ResidenceView;

/** What a guest reads of a property by a share link: no lock, no access details. */
export type PublicResidence = Omit<
  Residence,
  'usesTTLock' | 'lockId' | 'dynamicPassword' | 'doorCode' | 'accessInstructions' | 'wifiPassword'
>;

/** POST /api/house-preview/:id: the token of /u/houses/details/:token and its expiry. */
export type SharedPreview = { token: string; expiresAt: string };

export type ResidencesPage = { items: Residence[]; total: number; lastPage: number };
export type ResidencesQuery = { page: number; perPage: number; search: string };

export type { ZipAddress };

/** The account's properties (spec §2, /u/houses): list, add, replace, delete; and CEP lookups. */
const residencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    residences: build.query<ResidencesPage, ResidencesQuery>({
      query: ({ search, ...page }) => ({
        url: 'residences',
        params: search ? { ...page, search } : page,
      }),
      providesTags: ['Residences'],
    }),
    createResidence: build.mutation<Residence, ResidenceRequest>(
      dataWrite<Residence, unknown>(postTo('residences'), ['Residences', 'Dashboard']),
    ),
    updateResidence: build.mutation<Residence, { id: string; changes: ResidenceRequest }>(
      dataWrite<Residence, { id: string; changes: unknown }>(putChanges('residences'), [
        'Residences',
      ]),
    ),
    deleteResidence: build.mutation<null, string>({
      query: deleteById('residences'),
      invalidatesTags: ['Residences', 'Dashboard'],
    }),
    /** The dearer tier one more property would bill from the next charge (issue 31), or null. */
    tierAhead: build.query<TierAhead | null, void>({
      query: () => 'billing/tier-ahead',
      transformResponse: unwrapData<TierAhead | null>,
      providesTags: ['Residences', 'Subscription'],
    }),
    shareResidence: build.mutation<SharedPreview, string>({
      query: (id) => ({ url: `house-preview/${id}`, method: 'POST' }),
      transformResponse: unwrapData<SharedPreview>,
    }),
    sharedResidence: build.query<PublicResidence, string>({
      query: (token) => `house-preview/${encodeURIComponent(token)}`,
      transformResponse: unwrapData<PublicResidence>,
    }),
  }),
});

export const {
  useResidencesQuery,
  useCreateResidenceMutation,
  useUpdateResidenceMutation,
  useDeleteResidenceMutation,
  useTierAheadQuery,
  useShareResidenceMutation,
  useSharedResidenceQuery,
} = residencesApi;
