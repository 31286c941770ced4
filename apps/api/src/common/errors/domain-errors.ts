import type { ErrorCode } from '@chegada/contracts';
import { isDomainError, reservationErrorCodes, type ReservationErrorCode } from '@chegada/domain';
import { AppError } from './app-error';

/**
 * Every domain code as an API code, exhaustive by the Record type: a new rule in a decider
 * does not compile until it has an answer here (and so a status in error-status.ts).
 */
const reservationCodes: Record<ReservationErrorCode, ErrorCode> = {
  // Answered like an unknown id or another account's reservation.
  RESERVATION_NOT_FOUND: 'NOT_FOUND',
  RESERVATION_ALREADY_EXISTS: 'RESERVATION_ALREADY_EXISTS',
  TRANSITION_NOT_ALLOWED: 'TRANSITION_NOT_ALLOWED',
  CONFIRMATION_REQUIRED: 'CONFIRMATION_REQUIRED',
  MOTIVE_REQUIRED: 'MOTIVE_REQUIRED',
  MOTIVE_TOO_LONG: 'MOTIVE_TOO_LONG',
  GUEST_NAME_REQUIRED: 'GUEST_NAME_REQUIRED',
  INVALID_DATE: 'INVALID_DATE',
  CHECKOUT_BEFORE_CHECKIN: 'CHECKOUT_BEFORE_CHECKIN',
  INVALID_MAX_GUESTS: 'INVALID_MAX_GUESTS',
  INVALID_GUEST_COUNT: 'INVALID_GUEST_COUNT',
  MAX_GUESTS_REACHED: 'MAX_GUESTS_REACHED',
  INVALID_GUEST_STATUS: 'INVALID_GUEST_STATUS',
  NO_LOCK: 'NO_LOCK',
  INVALID_DYNAMIC_PASSWORD: 'INVALID_DYNAMIC_PASSWORD',
  SENSITIVE_DATA_ALREADY_REMOVED: 'SENSITIVE_DATA_ALREADY_REMOVED',
  SENSITIVE_DATA_REMOVED: 'SENSITIVE_DATA_REMOVED',
  PERSONAL_DATA_ERASED: 'PERSONAL_DATA_ERASED',
  PERSONAL_DATA_ERASED_NO_CODE: 'PERSONAL_DATA_ERASED_NO_CODE',
  COMPANION_DATA_ERASED: 'COMPANION_DATA_ERASED',
};

const isReservationCode = (code: string): code is ReservationErrorCode =>
  (reservationErrorCodes as readonly string[]).includes(code);

/** A DomainError as the AppError the filter renders; its details fill the message. */
export const appErrorOfDomain = (error: unknown): AppError | undefined => {
  if (!isDomainError(error)) return undefined;
  // A code no table knows is a programming error: the filter answers 500 and logs it.
  if (!isReservationCode(error.code)) return undefined;
  return new AppError(reservationCodes[error.code], [], { ...error.details });
};
