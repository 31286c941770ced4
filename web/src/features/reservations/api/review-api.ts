import type { ReservationDocuments, ReservationEventEntry } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

export type {
  GuestConsentView as GuestConsent,
  GuestDocumentLink as GuestDocument,
  ReservationDocuments,
  ReservationEventEntry,
} from '@chegada/contracts';

/** What the review page reads besides the reservation: its timeline and its documents. */
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
  }),
});

export const { useReservationEventsQuery, useReservationDocumentsQuery } = reviewApi;
