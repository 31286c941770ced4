import { baseApi } from './base-api';

/** How many properties the account has: the dashboard's guide and the subscription read it. */
const residenceCountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    residenceCount: build.query<number, void>({
      // One row asked: only the total is read.
      query: () => ({ url: 'residences', params: { perPage: 1 } }),
      transformResponse: (response: { total: number }) => response.total,
      providesTags: ['Residences'],
    }),
  }),
});

export const { useResidenceCountQuery } = residenceCountApi;
