import { baseApi } from '../../../lib/api/base-api';

/** One user of the account as GET /api/users/performance counts their decisions. */
export type UserPerformance = {
  userId: string;
  name: string;
  approved: number;
  refused: number;
  averageApprovalMinutes: number | null;
  medianDecisionMinutes: number | null;
};

const performanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    usersPerformance: build.query<UserPerformance[], void>({
      query: () => 'users/performance',
      transformResponse: (response: { data: UserPerformance[] }) => response.data,
      providesTags: ['Performance'],
    }),
  }),
});

export const { useUsersPerformanceQuery } = performanceApi;
