import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { INTERNAL_ERROR_MESSAGE, type ErrorBody, type FieldError } from '@chegada/contracts';

/** What every failed call rejects with: the server's words, or a catalogue key (spec §8). */
export type ApiError = {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** Set when the client words the failure itself, in the visitor's language. */
  messageId: 'api.unreachable' | 'api.internalError' | null;
  /** The server's `message`, else the status text. */
  message: string;
  code?: ErrorBody['code'];
  errors?: FieldError[];
};

const isErrorBody = (data: unknown): data is Partial<ErrorBody> =>
  typeof data === 'object' && data !== null && 'message' in data;

const fromResponse = (status: number, data: unknown, statusText: string): ApiError => {
  const body = isErrorBody(data) ? data : {};
  const message = typeof body.message === 'string' && body.message ? body.message : statusText;
  return {
    status,
    messageId: message === INTERNAL_ERROR_MESSAGE ? 'api.internalError' : null,
    message,
    ...(body.code ? { code: body.code } : {}),
    ...(body.errors ? { errors: body.errors } : {}),
  };
};

/** Maps RTK Query's raw error to the product's error (spec §8). */
export const toApiError = (
  error: FetchBaseQueryError,
  response?: Pick<Response, 'statusText'>,
): ApiError => {
  switch (error.status) {
    // The browser says 'Failed to fetch' when the server cannot be reached.
    case 'FETCH_ERROR':
      return { status: error.status, messageId: 'api.unreachable', message: error.error };
    case 'PARSING_ERROR':
    case 'TIMEOUT_ERROR':
    case 'CUSTOM_ERROR':
      return { status: error.status, messageId: null, message: error.error };
    default:
      return fromResponse(error.status, error.data, response?.statusText ?? '');
  }
};

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'messageId' in error && 'message' in error;

type Format = (descriptor: { id: string }) => string;

/** The text a visitor reads for a failed call, in the interface language. */
export const describeApiError = (formatMessage: Format, error: unknown): string => {
  if (!isApiError(error)) return formatMessage({ id: 'api.unexpected' });
  if (error.messageId) return formatMessage({ id: error.messageId });
  return error.message || formatMessage({ id: 'api.unexpected' });
};

/**
 * The link a failure's toast offers: an inactive or ended account's refusal (issue 31) links
 * to /u/subscription, in a new tab, where the host pays or subscribes again.
 */
export const errorLink = (
  formatMessage: Format,
  error: unknown,
): { href: string; label: string } | undefined =>
  isApiError(error) &&
  (error.code === 'SUBSCRIPTION_INACTIVE' || error.code === 'SUBSCRIPTION_ENDED')
    ? { href: '/u/subscription', label: formatMessage({ id: 'api.subscriptionLink' }) }
    : undefined;
