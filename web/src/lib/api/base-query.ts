import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { Locale } from '@chegada/contracts';
import { sessionLost } from '../session/session-slice';
import { tokenStorage } from '../session/token-storage';
import { toApiError, type ApiError } from './api-error';
import { takeEarlyResponse } from './early-requests';
import { noteRequestId } from './request-id';

/** The slice of the store every request reads: the bearer token and the language. */
export type RequestContext = {
  session: { token: string | null };
  preferences: { locale: Locale };
};

type Param = string | number | boolean | null | undefined;

const isEmpty = (value: Param): value is null | undefined | '' =>
  value === undefined || value === null || value === '';

/** Spec §7: arrays travel as `key[]`, and empty values are not sent at all. */
export const serializeParams = (params: Record<string, Param | Param[]>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      value
        .filter((item) => !isEmpty(item))
        .forEach((item) => search.append(`${key}[]`, `${item}`));
    } else if (!isEmpty(value)) {
      search.append(key, `${value}`);
    }
  }
  return search.toString();
};

const BLOB_TYPES = [
  'application/pdf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** Spec §7: spreadsheets and PDFs are read as blobs, anything else as JSON or text. */
export const readResponse = async (response: Response): Promise<unknown> => {
  const type = response.headers.get('content-type') ?? '';
  if (
    BLOB_TYPES.some((blobType) => type.startsWith(blobType)) ||
    /\.(xlsx?|pdf)$/i.test(response.url)
  ) {
    return response.blob();
  }
  const text = await response.text();
  if (!text) return null;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
};

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so the same code runs in the browser and under Node's fetch in tests.
  baseUrl: '',
  prepareHeaders: (headers, { getState }) => {
    const { session, preferences } = getState() as RequestContext;
    if (session.token) headers.set('Authorization', `Bearer ${session.token}`);
    headers.set('Accept-Language', preferences.locale);
    return headers;
  },
  paramsSerializer: serializeParams,
  responseHandler: readResponse,
  // A GET the page started before its scripts ran (early-requests.ts) is answered by that.
  fetchFn: (input, init) =>
    (input instanceof Request ? takeEarlyResponse(input) : undefined) ?? fetch(input, init),
});

const SESSION_ENDPOINTS = new Set(['me', 'logout']);

const apiUrl = (path: string): string =>
  new URL(`/api/${path.replace(/^\/+/, '')}`, window.location.origin).href;

/** Every call of the client: bearer token, `/api` prefix and the errors of spec §8. */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const request =
    typeof args === 'string' ? { url: apiUrl(args) } : { ...args, url: apiUrl(args.url) };
  const signedIn = (api.getState() as RequestContext).session.token !== null;
  const result = await rawBaseQuery(request, api, extraOptions);
  noteRequestId(result.meta?.response);
  // Spec §4: a refused token ends the session and the screen goes to /login. The guard words
  // a refused /api/me itself, and Log out ends the session whatever the server answers.
  if (result.error?.status === 401 && signedIn && !SESSION_ENDPOINTS.has(api.endpoint)) {
    tokenStorage.clear();
    api.dispatch(sessionLost());
  }
  if (result.error) {
    return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  }
  return result;
};
