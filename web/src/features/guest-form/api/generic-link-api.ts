import type { GenericGuestLinkRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData, type Data } from '../../../lib/api/endpoints';
import { genericStartKey } from './generic-start-key';
import type { GenericLinkPage, GenericLinkTarget } from './guest-form-types';

// The property's unique link (spec §2): apart from the guest link's calls, so that a guest
// opening the link the host sent does not download them (first load ≤ 120 KB, issue 17).

const genericPath = ({ friendlyCode, residenceId, source }: GenericLinkTarget) =>
  `stays/generic/guestForm/${encodeURIComponent(friendlyCode)}/${encodeURIComponent(residenceId)}/${encodeURIComponent(source)}`;

type StartedReservation = { id: string; source: string; link: string };

const STILL_RUNNING_RETRIES = 5;
const STILL_RUNNING_WAIT_MS = 1000;

const genericLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    genericLinkPage: build.query<GenericLinkPage, GenericLinkTarget>({
      query: (target) => genericPath(target),
      transformResponse: unwrapData<GenericLinkPage>,
    }),
    startGenericReservation: build.mutation<
      StartedReservation,
      { target: GenericLinkTarget; request: GenericGuestLinkRequest }
    >({
      // A start sent again while the first (same key) is still running answers 409: the
      // first's answer comes to the repeat once it is done.
      queryFn: async ({ target, request }, _api, _options, baseQuery) => {
        const key = genericStartKey(target, request);
        for (let attempt = 0; ; attempt += 1) {
          const answer = await baseQuery({
            url: genericPath(target),
            method: 'POST',
            headers: { 'Idempotency-Key': key },
            body: request,
          });
          if (!answer.error) return { data: unwrapData(answer.data as Data<StartedReservation>) };
          const running = answer.error.code === 'IDEMPOTENCY_KEY_IN_PROGRESS';
          if (!running || attempt >= STILL_RUNNING_RETRIES) return { error: answer.error };
          await new Promise((resolve) => setTimeout(resolve, STILL_RUNNING_WAIT_MS));
        }
      },
    }),
  }),
});

export const { useGenericLinkPageQuery, useStartGenericReservationMutation } = genericLinkApi;
