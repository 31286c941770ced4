import { reservationErrorCodes, type ReservationErrorCode } from '@chegada/domain';

/**
 * Stable error codes of the API, in every error body:
 * `{ statusCode, code, message, errors?: [{ field, message }] }`.
 */
const apiErrorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'JSON_TOO_DEEP',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  // A login from a new address while others flood the account with failures: a code by e-mail.
  'LOGIN_CODE_REQUIRED',
  'LOGIN_CODE_INVALID',
  'RESET_TOKEN_INVALID',
  'INTERNAL_ERROR',
  // A service the request needs (Redis) cannot be reached: nothing was done; retry later.
  'SERVICE_UNAVAILABLE',
  'PROPERTY_LIMIT_REACHED',
  'RESIDENCE_HAS_OPEN_RESERVATIONS',
  // Event-sourced commands (reservations and later aggregates).
  'STALE_REVISION',
  'CONCURRENCY_CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  // Multipart uploads (guest form documents).
  'UNSUPPORTED_FILE_TYPE',
  'UNEXPECTED_FILE',
  'TOO_MANY_PARTS',
  'MALFORMED_MULTIPART',
  'MULTIPART_EXPECTED',
  // A file of an accepted type that carries something that runs or opens (a PDF's scripts).
  'UNSAFE_CONTENT',
  // Resumable uploads: a chunk that does not start where the server's bytes end, or no chunk.
  'UPLOAD_OFFSET_MISMATCH',
  'UPLOAD_CHUNK_EXPECTED',
  // Address lookup by CEP (GET /api/zip/:cep).
  'ZIP_CODE_NOT_FOUND',
  'ZIP_LOOKUP_FAILED',
  // Importing a returning guest's earlier data with a 6-digit code.
  'IMPORT_EMAIL_FAILED',
  'IMPORT_WHATSAPP_FAILED',
  'IMPORT_CODE_SEND_FAILED',
  'IMPORT_CODE_INVALID',
  'IMPORT_CODE_EXPIRED',
  // Smart locks (TTLock): connecting a host's account and picking a property's lock.
  'TTLOCK_NOT_CONFIGURED',
  'TTLOCK_LOGIN_FAILED',
  'TTLOCK_NOT_CONNECTED',
  'TTLOCK_UNAVAILABLE',
  // Stays.net (issue 30): the host's credentials refused, Stays unreachable or failing, not
  // connected yet; a property takes one booking source (Stays or an iCal feed), not both.
  'STAYS_LOGIN_FAILED',
  'STAYS_UNAVAILABLE',
  'STAYS_NOT_CONNECTED',
  'PROPERTY_HAS_CALENDAR_FEED',
  'PROPERTY_MAPPED_TO_STAYS',
  // A link in a host's message that acts (POST /api/stays/process-notification).
  'PROCESS_TOKEN_INVALID',
  'PROCESS_TOKEN_EXPIRED',
  'PROCESS_TOKEN_USED',
  // A message sent again from the reservation's page with nobody to send it to.
  'NO_RECIPIENT',
  // The guest link of a cancelled or finished stay, which leads the guest nowhere.
  'GUEST_LINK_CLOSED',
  // The front desk's list of a stay not approved (it goes by itself on approval).
  'FRONT_DESK_LIST_CLOSED',
  // A stored guest document found to carry active content after it was stored: never served.
  'DOCUMENT_WITHHELD',
  // Identity checks (issue 29): no image terms accepted yet; a liveness session out of time
  // or already checked; too many failed liveness checks (the path closes for a while).
  'BIOMETRIC_CONSENT_REQUIRED',
  'LIVENESS_SESSION_EXPIRED',
  'LIVENESS_SESSION_USED',
  'LIVENESS_CLOSED',
  // Billing (issue 31): an account whose subscription is unpaid past its grace creates
  // nothing new; payments asked while no provider is configured, or while it fails; a
  // provider's webhook with no token or another one (no session involved).
  'SUBSCRIPTION_INACTIVE',
  // A cancelled subscription whose service is over: nothing more is sold (credits).
  'SUBSCRIPTION_ENDED',
  'BILLING_NOT_CONFIGURED',
  'BILLING_UNAVAILABLE',
  'WEBHOOK_TOKEN_REFUSED',
  // A credits purchase whose pix is still pending: pay it before buying another amount.
  'CREDIT_PURCHASE_OPEN',
] as const;

/** Reservation rules broken (HTTP 422); RESERVATION_NOT_FOUND answers as NOT_FOUND. */
type ReservationRuleCode = Exclude<ReservationErrorCode, 'RESERVATION_NOT_FOUND'>;
// Marked pure, as calls: a bundle that does not read the list (the web client's) leaves it out.
const reservationRuleCodes = /* @__PURE__ */ reservationErrorCodes.filter(
  (code): code is ReservationRuleCode => code !== 'RESERVATION_NOT_FOUND',
);

export const errorCodes: readonly ErrorCode[] = /* @__PURE__ */ ([] as ErrorCode[]).concat(
  apiErrorCodes,
  reservationRuleCodes,
);
export type ErrorCode = (typeof apiErrorCodes)[number] | ReservationRuleCode;

export type FieldError = { field: string; message: string };

export type ErrorBody = {
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  /** STALE_REVISION: the revision to send in If-Match after re-reading the resource. */
  currentRevision?: number;
  /** UPLOAD_OFFSET_MISMATCH: the bytes the server holds; the next chunk starts there. */
  offset?: number;
};

/** The only text an unexpected 500 shows (product spec §8); the web client translates it. */
export const INTERNAL_ERROR_MESSAGE = 'Erro interno no servidor';
