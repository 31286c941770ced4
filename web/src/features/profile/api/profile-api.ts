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
    // multipart/form-data: the `image` part; the answer is the session user with its new path.
    uploadAvatar: build.mutation<SessionUser, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: 'me/avatar', method: 'PUT', body };
      },
      invalidatesTags: ['SessionUser'],
    }),
    removeAvatar: build.mutation<SessionUser, void>({
      query: () => ({ url: 'me/avatar', method: 'DELETE' }),
      invalidatesTags: ['SessionUser'],
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useUploadAvatarMutation,
  useRemoveAvatarMutation,
} = profileApi;
