import type {
  FnrhConnectionTest,
  FnrhSettings,
  FnrhSettingsSaved,
  FnrhSettingsUpdate,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

const SETTINGS = [{ type: 'Config' as const, id: 'fnrh' }];

/** The account's FNRH Digital opt-in (issue 32), on /u/config. */
const fnrhApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fnrhSettings: build.query<FnrhSettings, void>({
      query: () => 'fnrh/settings',
      providesTags: SETTINGS,
    }),
    saveFnrhSettings: build.mutation<FnrhSettingsSaved, FnrhSettingsUpdate>({
      query: (body) => ({ url: 'fnrh/settings', method: 'PUT', body }),
      invalidatesTags: SETTINGS,
    }),
    testFnrhConnection: build.mutation<FnrhConnectionTest, void>({
      query: () => ({ url: 'fnrh/settings/test', method: 'POST' }),
    }),
  }),
});

export const { useFnrhSettingsQuery, useSaveFnrhSettingsMutation, useTestFnrhConnectionMutation } =
  fnrhApi;
