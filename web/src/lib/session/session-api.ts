import type { Locale } from '@chegada/contracts';
import { baseApi } from '../api/base-api';
import type { SessionUser } from './session-user';
import { unwrapData } from '../api/endpoints';

/** One line of GET /api/transactions: amount in centavos, negative for a usage. */
export type CreditTransaction = {
  id: string;
  amount: number;
  kind: 'purchase' | 'grant' | 'usage';
  /** A usage that took back a refunded pix purchase: shown as a refund. */
  refund?: boolean;
  /** Written by the server in the language the statement was asked in. */
  description: string | null;
  createdAt: string;
};

/** The signed-in user and what the shell loads with it (spec §4 and §7). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<SessionUser, void>({ query: () => 'me', providesTags: ['SessionUser'] }),
    credits: build.query<number, void>({
      query: () => 'credits',
      transformResponse: unwrapData<number>,
      providesTags: ['Credits'],
    }),
    transactions: build.query<CreditTransaction[], void>({
      query: () => 'transactions',
      transformResponse: unwrapData<CreditTransaction[]>,
      providesTags: ['Transactions'],
    }),
    config: build.query<Record<string, unknown>, void>({
      query: () => 'config',
      transformResponse: unwrapData<Record<string, unknown>>,
      providesTags: ['Config'],
    }),
    /** The language chosen in the app, which the server's e-mails to this user follow. */
    saveLanguage: build.mutation<void, Locale>({
      query: (language) => ({ url: 'me/language', method: 'PUT', body: { language } }),
      // The statement's descriptions are written in the language asked: read it again.
      invalidatesTags: ['Transactions'],
    }),
    /** Ends this token's session on the server (other devices stay signed in). */
    logout: build.mutation<void, void>({ query: () => ({ url: 'logout', method: 'POST' }) }),
  }),
});

export const { useMeQuery, useCreditsQuery, useTransactionsQuery } = sessionApi;
