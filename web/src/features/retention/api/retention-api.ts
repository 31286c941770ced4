import type { RetentionSettings } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';

/** The account's retention periods (issue 32), on /u/config. */
const retentionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    retentionSettings: build.query<RetentionSettings, void>({
      query: () => 'retention/settings',
      transformResponse: unwrapData<RetentionSettings>,
      providesTags: ['Retention'],
    }),
    saveRetentionSettings: build.mutation<RetentionSettings, RetentionSettings>({
      query: (body) => ({ url: 'retention/settings', method: 'PUT', body }),
      transformResponse: unwrapData<RetentionSettings>,
      invalidatesTags: ['Retention'],
    }),
  }),
});

export const { useRetentionSettingsQuery, useSaveRetentionSettingsMutation } = retentionApi;
