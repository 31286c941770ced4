import type { UserPerformance } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

export type { UserPerformance } from '@chegada/contracts';

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
