import { baseApi } from '../../../lib/api/base-api';

/** The account's reservation counters, as GET /api/dashboard gives them. */
export type DashboardStatistics = {
  pending: number;
  filling: number;
  waitingApproval: number;
  approved: number;
  checkoutFinished: number;
  refused: number;
  cancelled: number;
  hidden: number;
  total: number;
  preferencialReservations: number;
};

/** One calendar day from today on: `date` is YYYY-MM-DD in the properties' time zone. */
export type DashboardDay = { date: string; arrivals: number; departures: number };

export type Dashboard = { statistics: DashboardStatistics; days: DashboardDay[] };

const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => 'dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
