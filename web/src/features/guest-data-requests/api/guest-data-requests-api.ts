import type {
  AskDataRequest,
  AskDataRequestAnswer,
  ConfirmDataRequest,
  DataRequestView,
  DeletionOutcome,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

/** The guest link the requests are asked through (its path's parts). */
export type PrivacyLink = {
  id: string;
  source: string;
  friendlyCode: string;
  /** An adult companion's own link: their own requests (issue 32). */
  guestKey?: string;
};

const pathOf = (link: PrivacyLink, rest = '') =>
  `stays/guestForm/${encodeURIComponent(link.id)}/data-requests${rest}`;

// The headers by which the server finds the reservation behind a guest link (spec §7).
const headersOf = (link: PrivacyLink) => ({
  source: link.source,
  friendlycode: link.friendlyCode,
  ...(link.guestKey ? { additionalguestkey: link.guestKey } : {}),
});

/**
 * The language the guest chose on the page, in the query too: the server words its refusals
 * by `?lang` before Accept-Language, which a browser may send as its own (walk60: a Spanish
 * page read a Portuguese refusal).
 */
const languageOf = (request: { lang?: string }) => (request.lang ? { lang: request.lang } : {});

const guestDataRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    guestDataRequests: build.query<DataRequestView[], PrivacyLink>({
      query: (link) => ({ url: pathOf(link), headers: headersOf(link) }),
      providesTags: ['DataRequests'],
    }),
    // What a deletion asked now would do, with its dates: the stay may have ended by now.
    deletionPreview: build.query<DeletionOutcome, PrivacyLink>({
      query: (link) => ({ url: pathOf(link, '/deletion-preview'), headers: headersOf(link) }),
      providesTags: ['DataRequests'],
    }),
    askDataRequest: build.mutation<
      AskDataRequestAnswer,
      { link: PrivacyLink; request: AskDataRequest }
    >({
      query: ({ link, request }) => ({
        url: pathOf(link),
        params: languageOf(request),
        method: 'POST',
        headers: headersOf(link),
        body: request,
      }),
    }),
    confirmDataRequest: build.mutation<
      DataRequestView,
      { link: PrivacyLink; requestId: string; request: ConfirmDataRequest }
    >({
      query: ({ link, requestId, request }) => ({
        url: pathOf(link, `/${encodeURIComponent(requestId)}/confirm`),
        params: languageOf(request),
        method: 'POST',
        headers: headersOf(link),
        body: request,
      }),
      invalidatesTags: ['DataRequests'],
    }),
  }),
});

export const {
  useGuestDataRequestsQuery,
  useDeletionPreviewQuery,
  useAskDataRequestMutation,
  useConfirmDataRequestMutation,
} = guestDataRequestsApi;
