import type { ReservationStatus } from '@chegada/domain';

/** One reservation as the lists, counters, history and dashboard read it. */
export type ReservationListDoc = {
  id: string;
  accountId: string;
  residenceId: string;
  /** Personal data: null once SensitiveDataRemoved shreds it. */
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  status: ReservationStatus;
  /** Set while CANCELED: the status a reverted cancellation returns to. */
  statusBeforeCancel: ReservationStatus | null;
  hidden: boolean;
  hiddenMotive: string | null;
  checkIn: Date;
  checkOut: Date;
  /**
   * The calendar date (YYYY-MM-DD) when the check-in or checkout was given without a time (as
   * the API accepts): checkIn then holds its UTC midnight, and the reads take the property's
   * usual time where the property is (stayInstant), never that midnight.
   */
  checkInDay: string | null;
  checkOutDay: string | null;
  source: string;
  maxGuests: number;
  registeredGuests: number;
  language: string;
  hasLock: boolean;
  responsibleUserId: string | null;
  checkoutResponsibleUserId: string | null;
  createdBy: string | null;
  refuseMotive: string | null;
  cancelMotive: string | null;
  sensitiveDataRemoved: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** First time the guest submitted a complete form. */
  submittedAt: Date | null;
  approvedAt: Date | null;
  /** Revision of the last event applied: a replayed older event changes nothing. */
  revision: number;
  lastEventPosition: string;
};

export type ReservationListTable = {
  id: string;
  account_id: string;
  residence_id: string;
  guest_name: string | null;
  guest_email: string | null;
  guest_phone: string | null;
  status: number;
  status_before_cancel: number | null;
  hidden: boolean;
  hidden_motive: string | null;
  check_in: Date;
  check_out: Date;
  check_in_day: string | null;
  check_out_day: string | null;
  source: string;
  max_guests: number;
  registered_guests: number;
  language: string;
  has_lock: boolean;
  responsible_user_id: string | null;
  checkout_responsible_user_id: string | null;
  created_by: string | null;
  refuse_motive: string | null;
  cancel_motive: string | null;
  sensitive_data_removed: boolean;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  approved_at: Date | null;
  revision: number;
  last_event_position: string;
};

export type ReservationListSchema = { reservation_list: ReservationListTable };

export const rowOfDoc = (doc: ReservationListDoc): ReservationListTable => ({
  id: doc.id,
  account_id: doc.accountId,
  residence_id: doc.residenceId,
  guest_name: doc.guestName,
  guest_email: doc.guestEmail,
  guest_phone: doc.guestPhone,
  status: doc.status,
  status_before_cancel: doc.statusBeforeCancel,
  hidden: doc.hidden,
  hidden_motive: doc.hiddenMotive,
  check_in: doc.checkIn,
  check_out: doc.checkOut,
  check_in_day: doc.checkInDay,
  check_out_day: doc.checkOutDay,
  source: doc.source,
  max_guests: doc.maxGuests,
  registered_guests: doc.registeredGuests,
  language: doc.language,
  has_lock: doc.hasLock,
  responsible_user_id: doc.responsibleUserId,
  checkout_responsible_user_id: doc.checkoutResponsibleUserId,
  created_by: doc.createdBy,
  refuse_motive: doc.refuseMotive,
  cancel_motive: doc.cancelMotive,
  sensitive_data_removed: doc.sensitiveDataRemoved,
  created_at: doc.createdAt,
  updated_at: doc.updatedAt,
  submitted_at: doc.submittedAt,
  approved_at: doc.approvedAt,
  revision: doc.revision,
  last_event_position: doc.lastEventPosition,
});

export const docOfRow = (row: ReservationListTable): ReservationListDoc => ({
  id: row.id,
  accountId: row.account_id,
  residenceId: row.residence_id,
  guestName: row.guest_name,
  guestEmail: row.guest_email,
  guestPhone: row.guest_phone,
  status: row.status as ReservationStatus,
  statusBeforeCancel: row.status_before_cancel as ReservationStatus | null,
  hidden: row.hidden,
  hiddenMotive: row.hidden_motive,
  checkIn: row.check_in,
  checkOut: row.check_out,
  checkInDay: row.check_in_day,
  checkOutDay: row.check_out_day,
  source: row.source,
  maxGuests: row.max_guests,
  registeredGuests: row.registered_guests,
  language: row.language,
  hasLock: row.has_lock,
  responsibleUserId: row.responsible_user_id,
  checkoutResponsibleUserId: row.checkout_responsible_user_id,
  createdBy: row.created_by,
  refuseMotive: row.refuse_motive,
  cancelMotive: row.cancel_motive,
  sensitiveDataRemoved: row.sensitive_data_removed,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  submittedAt: row.submitted_at,
  approvedAt: row.approved_at,
  revision: row.revision,
  lastEventPosition: row.last_event_position,
});
