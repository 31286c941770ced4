import type { LivenessCheckAnswer, LivenessSession, LivenessState } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import type { GuestLink } from '../api/guest-form-types';
import { guestFormPath, linkHeaders } from '../api/guest-link-request';

/** The frames of a check: the straight-ahead one, then one per move, as JPEG parts. */
const framesBody = (frames: readonly Blob[]): FormData => {
  const body = new FormData();
  frames.forEach((frame, index) => body.append('frames', frame, `frame-${index}.jpg`));
  return body;
};

const livenessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Read on each visit: a reload after the 5th failure finds the check closed (issue 29).
    livenessState: build.query<LivenessState, GuestLink>({
      query: (link) => ({ url: `${guestFormPath(link)}/liveness`, headers: linkHeaders(link) }),
      keepUnusedDataFor: 0,
    }),
    startLiveness: build.mutation<LivenessSession, GuestLink>({
      query: (link) => ({
        url: `${guestFormPath(link)}/liveness`,
        method: 'POST',
        headers: linkHeaders(link),
      }),
    }),
    checkLiveness: build.mutation<
      LivenessCheckAnswer,
      { link: GuestLink; sessionId: string; frames: readonly Blob[] }
    >({
      query: ({ link, sessionId, frames }) => ({
        url: `${guestFormPath(link)}/liveness/${encodeURIComponent(sessionId)}/check`,
        method: 'POST',
        headers: linkHeaders(link),
        body: framesBody(frames),
      }),
      // A pass keeps the straight frame as the guest's selfie: the page lists it from then on.
      invalidatesTags: (answer, _error, { link }) =>
        answer?.passed ? [{ type: 'GuestForm', id: link.id }] : [],
    }),
  }),
});

export const { useLivenessStateQuery, useStartLivenessMutation, useCheckLivenessMutation } =
  livenessApi;
