import type { CreateReservationRequest, GuestLinkChannel } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';
import { saveBlob } from '../../../lib/files/save-blob';
import type {
  AccountUser,
  CommandAnswer,
  ReservationDetails,
  ReservationPage,
  ReservationQuery,
  ResidenceOption,
} from './reservation-types';

/**
 * What a command changes: the lists, the counters, the dashboard and the reservation with
 * its timeline, its lock code (made on approval, moved with the dates) and its messages.
 */
export const changed = (id?: string) =>
  [
    'Reservations',
    'Dashboard',
    'Performance',
    ...(id
      ? [
          { type: 'Reservation' as const, id },
          { type: 'ReservationEvents' as const, id },
          { type: 'Locks' as const, id },
          { type: 'Deliveries' as const, id },
        ]
      : []),
  ] as const;

/**
 * The list is a projection a moment behind the command (docs/architecture.md): asked so,
 * the API answers once the list shows the change, and the refetch the tags start reads it.
 */
export const READ_YOUR_WRITES = { Prefer: 'read-your-writes' };

const toQueryParams = ({ status, ...query }: Partial<ReservationQuery>) => ({
  ...query,
  // Spec §7: arrays travel as key[] (lib/api/base-query.ts).
  status: status ?? [],
});

/**
 * The host's reservations (spec §7): lists, one reservation, and creating one; the lifecycle
 * commands are in reservation-commands-api.ts.
 */
export const reservationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reservations: build.query<ReservationPage, ReservationQuery>({
      query: (query) => ({ url: 'stays/reservations', params: toQueryParams(query) }),
      providesTags: ['Reservations'],
    }),
    reservationHistory: build.query<
      Omit<ReservationPage, 'statistics'>,
      Pick<ReservationQuery, 'page' | 'perPage' | 'search'>
    >({
      query: (params) => ({ url: 'stays/reservations/history', params }),
      providesTags: ['Reservations'],
    }),
    reservation: build.query<ReservationDetails, string>({
      query: (id) => `stays/local/${id}`,
      transformResponse: unwrapData<ReservationDetails>,
      providesTags: (_result, _error, id) => [{ type: 'Reservation', id }],
    }),
    /** The filtered list as a spreadsheet, handed to the browser to save; nothing is cached. */
    exportReservations: build.mutation<null, Partial<ReservationQuery>>({
      async queryFn(query, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: 'stays/reservations/export',
          params: toQueryParams(query),
        });
        if (result.error) return { error: result.error };
        // The API names the file in the caller's language (reservas-2026-11-25.xlsx).
        const disposition = result.meta?.response?.headers.get('content-disposition') ?? '';
        const named = /filename="([^"]+)"/.exec(disposition)?.[1];
        saveBlob(result.data as Blob, named ?? 'reservations.xlsx');
        return { data: null };
      },
    }),
    residenceOptions: build.query<ResidenceOption[], void>({
      query: () => ({ url: 'residences', params: { perPage: 100 } }),
      transformResponse: (response: { items: ResidenceOption[] }) => response.items,
      providesTags: ['Residences'],
    }),
    accountSubUsers: build.query<AccountUser[], void>({
      query: () => 'users',
      transformResponse: unwrapData<AccountUser[]>,
      providesTags: ['SubUsers'],
    }),
    createReservation: build.mutation<
      CommandAnswer & {
        data: { id: string };
        guestPhoneE164: string | null;
        /** The channels the link went out by on its own (the account's settings). */
        guestLinkSentBy?: GuestLinkChannel[];
      },
      CreateReservationRequest
    >({
      query: (body) => ({
        url: 'stays/reservations',
        method: 'POST',
        body,
        headers: READ_YOUR_WRITES,
      }),
      invalidatesTags: [...changed()],
    }),
  }),
});

export const {
  useReservationsQuery,
  useExportReservationsMutation,
  useReservationHistoryQuery,
  useReservationQuery,
  useResidenceOptionsQuery,
  useAccountSubUsersQuery,
  useCreateReservationMutation,
} = reservationsApi;
