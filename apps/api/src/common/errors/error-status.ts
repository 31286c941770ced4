import type { ErrorCode } from '@chegada/contracts';

/** Every error code's HTTP status; exhaustive by construction of the Record type. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  JSON_TOO_DEEP: 400,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  TOO_MANY_ATTEMPTS: 429,
  // The password alone is not enough from this address (a code was e-mailed if it was right);
  // the code given is wrong, expired, used or out of attempts.
  LOGIN_CODE_REQUIRED: 401,
  LOGIN_CODE_INVALID: 401,
  RESET_TOKEN_INVALID: 400,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  PROPERTY_LIMIT_REACHED: 422,
  RESIDENCE_HAS_OPEN_RESERVATIONS: 422,
  STALE_REVISION: 409,
  CONCURRENCY_CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  UNSUPPORTED_FILE_TYPE: 415,
  UNEXPECTED_FILE: 400,
  TOO_MANY_PARTS: 400,
  MALFORMED_MULTIPART: 400,
  MULTIPART_EXPECTED: 400,
  UNSAFE_CONTENT: 422,
  UPLOAD_OFFSET_MISMATCH: 409,
  UPLOAD_CHUNK_EXPECTED: 415,
  ZIP_CODE_NOT_FOUND: 404,
  // Every address provider failed or timed out.
  ZIP_LOOKUP_FAILED: 502,
  // The import code could not be sent (the provider refused or failed).
  IMPORT_EMAIL_FAILED: 502,
  IMPORT_WHATSAPP_FAILED: 502,
  IMPORT_CODE_SEND_FAILED: 502,
  // A wrong code (attempts left), or one expired, used or out of attempts.
  IMPORT_CODE_INVALID: 422,
  IMPORT_CODE_EXPIRED: 422,
  // No TTLock application configured; the host's TTLock login refused; no account connected;
  // TTLock unreachable or refusing.
  TTLOCK_NOT_CONFIGURED: 503,
  TTLOCK_LOGIN_FAILED: 422,
  TTLOCK_NOT_CONNECTED: 422,
  TTLOCK_UNAVAILABLE: 502,
  STAYS_LOGIN_FAILED: 422,
  STAYS_UNAVAILABLE: 502,
  STAYS_NOT_CONNECTED: 422,
  PROPERTY_HAS_CALENDAR_FEED: 409,
  PROPERTY_MAPPED_TO_STAYS: 409,
  // A message's link: forged or damaged, past its time, or already used.
  PROCESS_TOKEN_INVALID: 400,
  PROCESS_TOKEN_EXPIRED: 410,
  PROCESS_TOKEN_USED: 409,
  NO_RECIPIENT: 422,
  GUEST_LINK_CLOSED: 422,
  FRONT_DESK_LIST_CLOSED: 422,
  // Gone for good: the file is kept, but never handed out again.
  DOCUMENT_WITHHELD: 410,
  // Identity checks: consent first; a session is single-use and short-lived; after 5 failed
  // liveness checks the path closes (with Retry-After) and a selfie goes to the host.
  BIOMETRIC_CONSENT_REQUIRED: 422,
  LIVENESS_SESSION_EXPIRED: 410,
  LIVENESS_SESSION_USED: 409,
  LIVENESS_CLOSED: 429,
  // Billing: an unpaid account creates nothing new, an ended one buys nothing (402); payments with no provider, or
  // while the provider fails; a webhook whose token is not the provider's.
  SUBSCRIPTION_INACTIVE: 402,
  SUBSCRIPTION_ENDED: 402,
  BILLING_NOT_CONFIGURED: 409,
  BILLING_UNAVAILABLE: 502,
  WEBHOOK_TOKEN_REFUSED: 401,
  CREDIT_PURCHASE_OPEN: 409,
  // Reservation rules: the request is well formed but the lifecycle refuses it.
  RESERVATION_ALREADY_EXISTS: 409,
  TRANSITION_NOT_ALLOWED: 422,
  CONFIRMATION_REQUIRED: 422,
  MOTIVE_REQUIRED: 422,
  MOTIVE_TOO_LONG: 422,
  GUEST_NAME_REQUIRED: 422,
  INVALID_DATE: 422,
  CHECKOUT_BEFORE_CHECKIN: 422,
  INVALID_MAX_GUESTS: 422,
  INVALID_GUEST_COUNT: 422,
  MAX_GUESTS_REACHED: 422,
  INVALID_GUEST_STATUS: 422,
  NO_LOCK: 422,
  INVALID_DYNAMIC_PASSWORD: 422,
  SENSITIVE_DATA_ALREADY_REMOVED: 422,
  SENSITIVE_DATA_REMOVED: 422,
  PERSONAL_DATA_ERASED: 422,
  PERSONAL_DATA_ERASED_NO_CODE: 422,
  COMPANION_DATA_ERASED: 422,
};

/** Errors Nest or Express raise with only a status (unknown route, body parser…). */
export const codeForStatus = (status: number, type?: string): ErrorCode => {
  if (type === 'entity.parse.failed') return 'INVALID_JSON';
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'TOO_MANY_ATTEMPTS';
    default:
      return 'INTERNAL_ERROR';
  }
};
