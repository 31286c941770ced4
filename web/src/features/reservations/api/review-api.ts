import type {
  HostDataRequestView,
  PersonalDataRemovalView,
  ReservationCpfChecks,
  ReservationDocuments,
  ReservationEventEntry,
  ReservationIdentityChecks,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

export type {
  GuestConsentView as GuestConsent,
  GuestDocumentLink as GuestDocument,
  GuestCpfCheck,
  GuestIdentityCheck,
  ReservationCpfChecks,
  ReservationDocuments,
  ReservationIdentityChecks,
  ReservationEventEntry,
} from '@chegada/contracts';

/** What the review page reads besides the reservation: its timeline, documents and checks. */
export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reservationEvents: build.query<ReservationEventEntry[], string>({
      query: (id) => `stays/reservations/${id}/events`,
      transformResponse: (response: { items: ReservationEventEntry[] }) => response.items,
      providesTags: (_result, _error, id) => [{ type: 'ReservationEvents', id }],
    }),
    reservationDocuments: build.query<ReservationDocuments, string>({
      query: (id) => `stays/reservations/${id}/documents`,
      providesTags: (_result, _error, id) => [{ type: 'GuestDocuments', id }],
    }),
    // Results with signed links to their pictures, read again before any picture is shown.
    reservationIdentityChecks: build.query<ReservationIdentityChecks, string>({
      query: (id) => `stays/reservations/${id}/identity-checks`,
    }),
    reservationCpfChecks: build.query<ReservationCpfChecks, string>({
      query: (id) => `stays/reservations/${id}/cpf-checks`,
      providesTags: (_result, _error, id) => [{ type: 'Reservation', id: `cpf-${id}` }],
    }),
    // The guest's deletion carried out, with what is kept (null: none).
    personalDataRemoval: build.query<PersonalDataRemovalView | null, string>({
      query: (id) => `stays/reservations/${id}/personal-data-removal`,
      transformResponse: (response: { removal: PersonalDataRemovalView | null }) =>
        response.removal,
    }),
    // The account's requests about guests' data: a holder's deletion before the stay's end took
    // their selfie, which the identity checks then say (issue 32).
    accountDataRequests: build.query<HostDataRequestView[], void>({
      query: () => 'data-requests',
      providesTags: ['DataRequests'],
    }),
    // The host's "Check again" of the failed CPF checks: answers the new results.
    checkCpfAgain: build.mutation<ReservationCpfChecks, string>({
      query: (id) => ({ url: `stays/reservations/${id}/cpf-checks/check-again`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Reservation', id: `cpf-${id}` }],
    }),
  }),
});

export const {
  useReservationEventsQuery,
  useReservationDocumentsQuery,
  useReservationIdentityChecksQuery,
  useReservationCpfChecksQuery,
  useCheckCpfAgainMutation,
  usePersonalDataRemovalQuery,
  useAccountDataRequestsQuery,
} = reviewApi;
