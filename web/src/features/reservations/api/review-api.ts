import { baseApi } from '../../../lib/api/base-api';

/** One entry of a reservation's audit trail (GET /api/stays/reservations/:id/events). */
export type ReservationEventEntry = {
  id: string;
  revision: number;
  type: string;
  occurredAt: string | null;
  actor: { id: string | null; name: string | null; role: string; guestLink: string | null };
  changedFields: string[];
  changes: Record<string, unknown>;
};

/** A guest's file with its short-lived signed link and who has opened it. */
export type GuestDocument = {
  id: string;
  /** 'main' or an additional guest's key. */
  guest: string;
  kind: string;
  mime: string;
  bytes: number;
  uploadedAt: string;
  url: string;
  expiresAt: string;
  views: { viewerName: string | null; viewedAt: string }[];
};

export type GuestConsent = {
  guest: string;
  kind: 'terms' | 'biometric';
  termsVersion: string;
  acceptedAt: string;
};

export type ReservationDocuments = { items: GuestDocument[]; consents: GuestConsent[] };

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
