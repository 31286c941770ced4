import { baseApi } from '../../../lib/api/base-api';

import type { Dashboard, ReservationStatistics } from '@chegada/contracts';

export type { Dashboard, DashboardDay } from '@chegada/contracts';
/** The account's reservation counters, as GET /api/dashboard gives them. */
export type DashboardStatistics = ReservationStatistics;

const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => 'dashboard',
      providesTags: ['Dashboard'],
    }),
    /** How many properties the account has (one row asked: only the total is read). */
    getPropertyCount: build.query<number, void>({
      query: () => ({ url: 'residences', params: { perPage: 1 } }),
      transformResponse: (response: { total: number }) => response.total,
      providesTags: ['Residences'],
    }),
  }),
});

export const { useGetDashboardQuery, useGetPropertyCountQuery } = dashboardApi;
