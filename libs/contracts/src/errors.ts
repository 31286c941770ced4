/**
 * Stable error codes of the API, in every error body:
 * `{ statusCode, code, message, errors?: [{ field, message }] }`.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'RESET_TOKEN_INVALID',
  'INTERNAL_ERROR',
  'PROPERTY_LIMIT_REACHED',
  'RESIDENCE_HAS_OPEN_RESERVATIONS',
  // Event-sourced commands (reservations and later aggregates).
  'STALE_REVISION',
  'CONCURRENCY_CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  // Reservation rules (libs/domain reservation.types.ts), mapped in apps/api common/errors.
  'RESERVATION_ALREADY_EXISTS',
  'TRANSITION_NOT_ALLOWED',
  'CONFIRMATION_REQUIRED',
  'MOTIVE_REQUIRED',
  'MOTIVE_TOO_LONG',
  'GUEST_NAME_REQUIRED',
  'INVALID_DATE',
  'CHECKOUT_BEFORE_CHECKIN',
  'INVALID_MAX_GUESTS',
  'INVALID_GUEST_COUNT',
  'MAX_GUESTS_REACHED',
  'INVALID_GUEST_STATUS',
  'NO_LOCK',
  'INVALID_DYNAMIC_PASSWORD',
  'SENSITIVE_DATA_ALREADY_REMOVED',
  'SENSITIVE_DATA_REMOVED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export type FieldError = { field: string; message: string };

export type ErrorBody = {
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  /** STALE_REVISION: the revision to send in If-Match after re-reading the resource. */
  currentRevision?: number;
};

/** The only text an unexpected 500 shows (product spec §8); the web client translates it. */
export const INTERNAL_ERROR_MESSAGE = 'Erro interno no servidor';
