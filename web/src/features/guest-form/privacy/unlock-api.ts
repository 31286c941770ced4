import type { GuestFormUnlockCodeRequest, GuestFormUnlockRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { linkHeaders } from '../api/guest-link-request';
import type { GuestLink } from '../api/guest-form-types';

/** The unlock dialog's calls (issue 15), injected with the dialog, not with the page. */
const unlockApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendUnlockCode: build.mutation<
      { destination: string },
      { link: GuestLink; request: GuestFormUnlockCodeRequest }
    >({
      query: ({ link, request }) => ({
        url: `stays/guestForm/${encodeURIComponent(link.id)}/unlock-code`,
        method: 'POST',
        headers: linkHeaders(link),
        body: request,
      }),
    }),
    // The answer sets this browser's device cookie: the page comes again, unmasked.
    unlockGuestForm: build.mutation<
      { message: string },
      { link: GuestLink; request: GuestFormUnlockRequest }
    >({
      query: ({ link, request }) => ({
        url: `stays/guestForm/${encodeURIComponent(link.id)}/unlock`,
        method: 'POST',
        headers: linkHeaders(link),
        body: request,
      }),
      invalidatesTags: (_answer, error, { link }) =>
        error ? [] : [{ type: 'GuestForm', id: link.id }],
    }),
  }),
});

export const { useSendUnlockCodeMutation, useUnlockGuestFormMutation } = unlockApi;
