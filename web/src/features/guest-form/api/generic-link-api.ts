import type { GenericGuestLinkRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';
import { genericStartKey } from './generic-start-key';
import type { GenericLinkPage, GenericLinkTarget } from './guest-form-types';

// The property's unique link (spec §2): apart from the guest link's calls, so that a guest
// opening the link the host sent does not download them (first load ≤ 120 KB, issue 17).

const genericPath = ({ friendlyCode, residenceId, source }: GenericLinkTarget) =>
  `stays/generic/guestForm/${encodeURIComponent(friendlyCode)}/${encodeURIComponent(residenceId)}/${encodeURIComponent(source)}`;

const genericLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    genericLinkPage: build.query<GenericLinkPage, GenericLinkTarget>({
      query: (target) => genericPath(target),
      transformResponse: unwrapData<GenericLinkPage>,
    }),
    startGenericReservation: build.mutation<
      { id: string; source: string; link: string },
      { target: GenericLinkTarget; request: GenericGuestLinkRequest }
    >({
      query: ({ target, request }) => ({
        url: genericPath(target),
        method: 'POST',
        headers: { 'Idempotency-Key': genericStartKey(target, request) },
        body: request,
      }),
      transformResponse: unwrapData<{ id: string; source: string; link: string }>,
    }),
  }),
});

export const { useGenericLinkPageQuery, useStartGenericReservationMutation } = genericLinkApi;
