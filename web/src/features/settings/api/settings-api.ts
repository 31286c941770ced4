import type { AccountSettings, AccountSettingsUpdate } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';

/** GET /api/config: the account's settings and the id PUT /api/config/:id takes. */
export type SettingsView = AccountSettings & { id: string };

const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountSettings: build.query<SettingsView, void>({
      query: () => 'config',
      transformResponse: unwrapData<SettingsView>,
      providesTags: ['Config'],
    }),
    saveAccountSettings: build.mutation<
      SettingsView,
      { id: string; changes: AccountSettingsUpdate }
    >({
      query: ({ id, changes }) => ({ url: `config/${id}`, method: 'PUT', body: changes }),
      transformResponse: unwrapData<SettingsView>,
      // The session's company carries the door-code lead time the keys page states.
      invalidatesTags: ['Config', 'SessionUser'],
    }),
  }),
});

export const { useAccountSettingsQuery, useSaveAccountSettingsMutation } = settingsApi;
