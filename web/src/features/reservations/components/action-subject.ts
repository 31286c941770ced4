import type { ReservationStatus } from '@chegada/domain';
import type { BookingSource } from '@chegada/domain';

/** What the actions need to know of a reservation, from the list or the review page. */
export type ActionSubject = {
  id: string;
  status: ReservationStatus;
  hidden: boolean;
  sensitiveDataRemoved: boolean;
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  source: BookingSource;
  language: string | null;
  residenceName: string | null;
  CheckIn: string;
  checkout: string;
  maxGuests: number;
  responsibleUserId: string | null;
  /** Known on the review page: commands then answer 409 if the reservation changed meanwhile. */
  revision?: number;
};
