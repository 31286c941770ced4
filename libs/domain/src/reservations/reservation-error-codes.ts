import type { DomainError } from '../domain-error';

/** What a reservation's decider refuses with; the API maps each to a status (error-status). */
export const reservationErrorCodes = [
  'RESERVATION_ALREADY_EXISTS',
  'RESERVATION_NOT_FOUND',
  /** details: action (the command type), status (its name). */
  'TRANSITION_NOT_ALLOWED',
  'CONFIRMATION_REQUIRED',
  /** details: field. */
  'MOTIVE_REQUIRED',
  /** details: field, max. */
  'MOTIVE_TOO_LONG',
  'GUEST_NAME_REQUIRED',
  /** details: field. */
  'INVALID_DATE',
  'CHECKOUT_BEFORE_CHECKIN',
  'INVALID_MAX_GUESTS',
  'INVALID_GUEST_COUNT',
  /** 'Max guests reached!'; details: maxGuests, registeredGuests. */
  'MAX_GUESTS_REACHED',
  /** details: status (the number asked for). */
  'INVALID_GUEST_STATUS',
  'NO_LOCK',
  'INVALID_DYNAMIC_PASSWORD',
  'SENSITIVE_DATA_ALREADY_REMOVED',
  /** A cancellation cannot be reverted once the guest's data is shredded. */
  'SENSITIVE_DATA_REMOVED',
  /** A stay whose personal data was erased has nothing left to approve or refuse (issue 32). */
  'PERSONAL_DATA_ERASED',
  /** Nor a door code: no guest is left to send it to (issue 32 walk). */
  'PERSONAL_DATA_ERASED_NO_CODE',
  /** A companion whose data was erased at their request gives none again on their link. */
  'COMPANION_DATA_ERASED',
] as const;
export type ReservationErrorCode = (typeof reservationErrorCodes)[number];
export type ReservationError = DomainError<ReservationErrorCode>;
