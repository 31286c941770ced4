import type { UserPerformance } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { dataQuery } from '../../../lib/api/endpoints';

export type { UserPerformance } from '@chegada/contracts';

const performanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    usersPerformance: build.query<UserPerformance[], void>(
      dataQuery<UserPerformance[]>('users/performance', 'Performance'),
    ),
  }),
});

export const { useUsersPerformanceQuery } = performanceApi;
