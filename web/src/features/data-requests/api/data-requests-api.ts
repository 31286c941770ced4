import type {
  AnswerDataRequest,
  CorrectGuestData,
  GuestPersonalData,
  HostDataRequestView,
  OpenDataRequests,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

/** PUT data-requests/:id/<part>, the request as its body. */
const putOnRequest =
  (part: 'answer' | 'guest-data') =>
  ({ id, request }: { id: string; request: AnswerDataRequest | CorrectGuestData }) => ({
    url: `data-requests/${encodeURIComponent(id)}/${part}`,
    method: 'PUT',
    body: request,
  });

const dataRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dataRequests: build.query<HostDataRequestView[], void>({
      query: () => 'data-requests',
      providesTags: ['DataRequests'],
    }),
    // The menu's badge: answering a request (its tag) counts again.
    openDataRequests: build.query<OpenDataRequests, void>({
      query: () => 'data-requests/open',
      providesTags: ['DataRequests'],
    }),
    answerDataRequest: build.mutation<
      HostDataRequestView,
      { id: string; request: AnswerDataRequest }
    >({
      query: putOnRequest('answer'),
      invalidatesTags: ['DataRequests'],
    }),
    sendCompanionCopy: build.mutation<HostDataRequestView, string>({
      query: (id) => ({ url: `data-requests/${encodeURIComponent(id)}/copy`, method: 'POST' }),
      invalidatesTags: ['DataRequests'],
    }),
    eraseCompanionData: build.mutation<HostDataRequestView, string>({
      query: (id) => ({
        url: `data-requests/${encodeURIComponent(id)}/erase-companion`,
        method: 'POST',
      }),
      invalidatesTags: ['DataRequests'],
    }),
    guestPersonalData: build.query<GuestPersonalData, string>({
      query: (id) => `data-requests/${encodeURIComponent(id)}/guest-data`,
      providesTags: ['DataRequests'],
    }),
    correctGuestData: build.mutation<
      HostDataRequestView,
      { id: string; request: CorrectGuestData }
    >({
      query: putOnRequest('guest-data'),
      invalidatesTags: ['DataRequests'],
    }),
  }),
});

export const {
  useDataRequestsQuery,
  useOpenDataRequestsQuery,
  useAnswerDataRequestMutation,
  useSendCompanionCopyMutation,
  useEraseCompanionDataMutation,
  useGuestPersonalDataQuery,
  useCorrectGuestDataMutation,
} = dataRequestsApi;
