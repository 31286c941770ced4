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
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export type FieldError = { field: string; message: string };

export type ErrorBody = {
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
};

/** The only text an unexpected 500 shows (product spec §8); the web client translates it. */
export const INTERNAL_ERROR_MESSAGE = 'Erro interno no servidor';
