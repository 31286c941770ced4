import type { BookingSource, ReservationStatus } from '@chegada/domain';

/** What the actions need to know of a reservation, from the list or the review page. */
export type ActionSubject = {
  id: string;
  status: ReservationStatus;
  hidden: boolean;
  sensitiveDataRemoved: boolean;
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  /** The API's E.164 form of guestPhone (null when it could not read it): wa.me links. */
  guestPhoneE164: string | null;
  source: BookingSource;
  language: string | null;
  residenceName: string | null;
  CheckIn: string;
  checkout: string;
  maxGuests: number;
  responsibleUserId: string | null;
  /** The property's clock: dates are shown and changed on it. */
  timeZone: string;
  /** Known on the review page: commands then answer 409 if the reservation changed meanwhile. */
  revision?: number;
};

/** What ActionDialog hands on to the dialog of each action. */
export type ActionDialogProps = {
  subject: ActionSubject;
  guest: string;
  /** The property opens with a lock: the dialogs then say what happens to its passcodes. */
  hasLock: boolean;
  onClose: () => void;
};
