import { baseApi } from '../api/base-api';
import type { SessionUser } from './session-user';
import { unwrapData } from '../api/endpoints';

/** The signed-in user and what the shell loads with it (spec §4 and §7). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<SessionUser, void>({ query: () => 'me', providesTags: ['SessionUser'] }),
    credits: build.query<number, void>({
      query: () => 'credits',
      transformResponse: unwrapData<number>,
      providesTags: ['Credits'],
    }),
    transactions: build.query<unknown[], void>({
      query: () => 'transactions',
      transformResponse: unwrapData<unknown[]>,
      providesTags: ['Transactions'],
    }),
    config: build.query<Record<string, unknown>, void>({
      query: () => 'config',
      transformResponse: unwrapData<Record<string, unknown>>,
      providesTags: ['Config'],
    }),
    /** Ends this token's session on the server (other devices stay signed in). */
    logout: build.mutation<void, void>({ query: () => ({ url: 'logout', method: 'POST' }) }),
  }),
});

export const { useMeQuery, useCreditsQuery } = sessionApi;
