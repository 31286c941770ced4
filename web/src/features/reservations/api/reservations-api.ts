import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import type { CreateReservationRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import type { baseQuery } from '../../../lib/api/base-query';
import { saveBlob } from '../../../lib/files/save-blob';
import type {
  AccountUser,
  CommandAnswer,
  ReservationDetails,
  ReservationPage,
  ReservationQuery,
  ResidenceOption,
} from './reservation-types';
import { unwrapData } from '../../../lib/api/endpoints';

/**
 * What a command changes: the lists, the counters, the dashboard and the reservation with
 * its timeline, its lock code (made on approval, moved with the dates) and its messages.
 */
const changed = (id?: string) =>
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
const READ_YOUR_WRITES = { Prefer: 'read-your-writes' };

const toQueryParams = ({ status, ...query }: Partial<ReservationQuery>) => ({
  ...query,
  // Spec §7: arrays travel as key[] (lib/api/base-query.ts).
  status: status ?? [],
});

/** An action on one reservation; revision, when known, makes a stale page answer 409. */
type Target = { id: string; revision?: number };
const ifMatch = (revision?: number) => ({
  headers:
    revision === undefined
      ? READ_YOUR_WRITES
      : { ...READ_YOUR_WRITES, 'If-Match': `"${revision}"` },
});

/** `"7"` → 7: the ETag a command answers is the reservation's revision after it. */
const revisionOf = (response?: Response): number | undefined => {
  const tag = /^"(\d+)"$/.exec(response?.headers.get('ETag') ?? '')?.[1];
  return tag === undefined ? undefined : Number(tag);
};

/**
 * Puts the command's new revision into the open reservation at once, so the next action sent
 * from the page carries it even before the refetch the tags start has come back (a host
 * approving, then changing the dates, would otherwise meet their own change as a 409).
 */
const takeRevision: TypedMutationOnQueryStarted<
  CommandAnswer,
  Target,
  typeof baseQuery,
  'api'
> = async ({ id }, { dispatch, queryFulfilled }) => {
  const revision = revisionOf((await queryFulfilled.catch(() => undefined))?.meta?.response);
  if (revision === undefined) return;
  dispatch(
    reservationsApi.util.updateQueryData('reservation', id, (draft) => {
      if (draft.revision < revision) draft.revision = revision;
    }),
  );
};

/** The host's reservations (spec §7): lists, one reservation, and every lifecycle command. */
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
      CommandAnswer & { data: { id: string }; guestPhoneE164: string | null },
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
    approveReservation: build.mutation<CommandAnswer, Target>({
      query: ({ id, revision }) => ({
        url: `stays/approve-reservation/${id}`,
        method: 'POST',
        body: { confirm: true },
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      invalidatesTags: (_r, _e, { id }) => [...changed(id)],
    }),
    refuseReservation: build.mutation<CommandAnswer, Target & { refuseMotive: string }>({
      query: ({ id, revision, refuseMotive }) => ({
        url: 'stays/refuseForm',
        method: 'PUT',
        body: { id, refuseMotive },
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      invalidatesTags: (_r, _e, { id }) => [...changed(id)],
    }),
    cancelReservation: build.mutation<
      CommandAnswer,
      Target & { cancelMotive: string; userId: string }
    >({
      query: ({ id, revision, cancelMotive, userId }) => ({
        url: 'stays/cancelForm',
        method: 'PUT',
        body: { id, cancelMotive, userId },
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      invalidatesTags: (_r, _e, { id }) => [...changed(id)],
    }),
    revertCancellation: build.mutation<CommandAnswer, Target>({
      query: ({ id, revision }) => ({
        url: 'stays/revertCancelForm',
        method: 'PUT',
        body: { id, confirm: true },
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      invalidatesTags: (_r, _e, { id }) => [...changed(id)],
    }),
    finishCheckout: build.mutation<CommandAnswer, Target>({
      query: ({ id, revision }) => ({
        url: `stays/finish-checkout/${id}`,
        method: 'POST',
        body: { confirm: true },
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      invalidatesTags: (_r, _e, { id }) => [...changed(id)],
    }),
    setFormVisibility: build.mutation<CommandAnswer, Target & { hiddenMotive: string }>({
      query: ({ id, revision, hiddenMotive }) => ({
        url: 'stays/setFormVisibility',
        method: 'PUT',
        body: { id, hiddenMotive },
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      invalidatesTags: (_r, _e, { id }) => [...changed(id)],
    }),
    extendCheckout: build.mutation<CommandAnswer, Target & { CheckIn: string; checkout: string }>({
      query: ({ id, revision, CheckIn, checkout }) => ({
        url: 'stays/extendCheckoutForm',
        method: 'PUT',
        body: { id, CheckIn, checkout, confirm: true },
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      // The answer waited for the lock to take the new dates: its panel reads them again.
      invalidatesTags: (_r, _e, { id }) => [...changed(id), { type: 'Locks', id }],
    }),
    updateMaxGuests: build.mutation<CommandAnswer, Target & { maxGuests: number }>({
      query: ({ id, revision, maxGuests }) => ({
        url: 'stays/updateMaxGuests',
        method: 'PUT',
        body: { id, maxGuests },
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      invalidatesTags: (_r, _e, { id }) => [...changed(id)],
    }),
    changeResponsibleUser: build.mutation<
      CommandAnswer,
      Target & { responsibleUserId: string; reason: string; isCheckoutResponsibleUser: boolean }
    >({
      query: ({ id, revision, ...body }) => ({
        url: 'stays/reservations/responsible-user',
        method: 'PUT',
        body: { reservationId: id, ...body },
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      invalidatesTags: (_r, _e, { id }) => [...changed(id)],
    }),
    updateDynamicPassword: build.mutation<CommandAnswer, Target & { dynamicPassword: string }>({
      query: ({ id, revision, dynamicPassword }) => ({
        url: `stays/update-dynamic-password/${id}`,
        method: 'POST',
        body: { dynamicPassword },
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      invalidatesTags: (_r, _e, { id }) => [...changed(id)],
    }),
    removeSensitiveData: build.mutation<CommandAnswer, Target>({
      query: ({ id, revision }) => ({
        url: `stays/remove-sensitive-data/${id}`,
        method: 'PUT',
        ...ifMatch(revision),
      }),
      onQueryStarted: takeRevision,
      invalidatesTags: (_r, _e, { id }) => [...changed(id), { type: 'GuestDocuments', id }],
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
  useApproveReservationMutation,
  useRefuseReservationMutation,
  useCancelReservationMutation,
  useRevertCancellationMutation,
  useFinishCheckoutMutation,
  useSetFormVisibilityMutation,
  useExtendCheckoutMutation,
  useUpdateMaxGuestsMutation,
  useChangeResponsibleUserMutation,
  useUpdateDynamicPasswordMutation,
  useRemoveSensitiveDataMutation,
} = reservationsApi;
