import type { ErrorCode } from '@chegada/contracts';

/** Every error code's HTTP status; exhaustive by construction of the Record type. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  TOO_MANY_ATTEMPTS: 429,
  RESET_TOKEN_INVALID: 400,
  INTERNAL_ERROR: 500,
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
