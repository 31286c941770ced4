import type { RetentionDryRun, RetentionRunReport } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';

/** Admins: what the retention rules would remove now, and removing it (issue 32). */
const retentionAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    retentionDryRun: build.mutation<RetentionDryRun, void>({
      query: () => ({ url: 'admin/retention/dry-run', method: 'POST' }),
      transformResponse: unwrapData<RetentionDryRun>,
    }),
    // Each run logged, real or dry, newest first: read again after each check or erasure.
    retentionRuns: build.query<RetentionRunReport[], void>({
      query: () => 'admin/retention/runs',
      transformResponse: unwrapData<RetentionRunReport[]>,
    }),
    // What the run erased, listed as the dry run lists it (dryRun: false).
    runRetention: build.mutation<RetentionDryRun, void>({
      query: () => ({ url: 'admin/retention/run', method: 'POST' }),
      transformResponse: unwrapData<RetentionDryRun>,
    }),
  }),
});

export const { useRetentionDryRunMutation, useRetentionRunsQuery, useRunRetentionMutation } =
  retentionAdminApi;
