import type { RetentionCounts, RetentionDryRun } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';

/** Admins: what the retention rules would remove now, and removing it (issue 32). */
const retentionAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    retentionDryRun: build.mutation<RetentionDryRun, void>({
      query: () => ({ url: 'admin/retention/dry-run', method: 'POST' }),
      transformResponse: unwrapData<RetentionDryRun>,
    }),
    runRetention: build.mutation<RetentionCounts, void>({
      query: () => ({ url: 'admin/retention/run', method: 'POST' }),
      transformResponse: unwrapData<RetentionCounts>,
    }),
  }),
});

export const { useRetentionDryRunMutation, useRunRetentionMutation } = retentionAdminApi;
