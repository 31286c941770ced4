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
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
