import type { ProfileRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import type { SessionUser } from '../../../lib/session/session-user';

/** PUT /api/me/password: the current password and the new one. */
export type ChangePasswordRequest = { currentPassword: string; newPassword: string };

/** The signed-in user's own data: name and phone, and the password. */
const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<SessionUser, ProfileRequest>({
      query: (body) => ({ url: 'me', method: 'PUT', body }),
      invalidatesTags: ['SessionUser'],
    }),
    // Every session of the user ends; the answer's token keeps this device signed in.
    changePassword: build.mutation<{ message: string; token: string }, ChangePasswordRequest>({
      query: (body) => ({ url: 'me/password', method: 'PUT', body }),
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation } = profileApi;
