import type { DataRequestView } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import type { GuestFormPage, GuestLink, SaveAnswer, ShownGuestFormPage } from './guest-form-types';
import { unwrapData, type Data } from '../../../lib/api/endpoints';
import { guestFormPath, linkHeaders } from './guest-link-request';

/** The fields of a save as the multipart body PUT /api/stays/guestForm/:id reads. */
export const saveBody = (fields: Record<string, unknown>): FormData => {
  const body = new FormData();
  body.append('data', JSON.stringify(fields));
  return body;
};

const guestFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Out of reach, the page opens from this phone's copy (issue 17).
    guestFormPage: build.query<ShownGuestFormPage, GuestLink>({
      queryFn: async (link, _api, _options, baseQuery) => {
        const answer = await baseQuery({
          url: guestFormPath(link),
          headers: linkHeaders(link),
        });
        if (!answer.error) return { data: unwrapData(answer.data as Data<GuestFormPage>) };
        const { offlineCopyOr } = await import('./offline-copy');
        return offlineCopyOr(link, answer.error);
      },
      providesTags: (_page, _error, link) => [{ type: 'GuestForm', id: link.id }],
    }),
    saveGuestForm: build.mutation<SaveAnswer, { link: GuestLink; fields: Record<string, unknown> }>(
      {
        query: ({ link, fields }) => ({
          url: guestFormPath(link),
          method: 'PUT',
          headers: linkHeaders(link),
          body: saveBody(fields),
        }),
        invalidatesTags: (_answer, error, { link }) =>
          error ? [] : [{ type: 'GuestForm', id: link.id }],
      },
    ),
    // A companion's own requests about their data: a deletion carried out ends their part.
    ownDataRequests: build.query<DataRequestView[], GuestLink>({
      query: (link) => ({
        url: `${guestFormPath(link)}/data-requests`,
        headers: linkHeaders(link),
      }),
      providesTags: ['DataRequests'],
    }),
  }),
});

export const { useGuestFormPageQuery, useSaveGuestFormMutation, useOwnDataRequestsQuery } =
  guestFormApi;

/**
 * Loads a guest link's page before its screen renders (the guest shell, on 3G); the page, or
 * nothing if it failed (the screen shows its own error), once it is here.
 */
export const prefetchGuestFormPage = (link: GuestLink) =>
  guestFormApi.endpoints.guestFormPage.initiate(link, { subscribe: false });
