import type {
  AnswerDataRequest,
  CorrectGuestData,
  GuestPersonalData,
  HostDataRequestView,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

const dataRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dataRequests: build.query<HostDataRequestView[], void>({
      query: () => 'data-requests',
      providesTags: ['DataRequests'],
    }),
    answerDataRequest: build.mutation<
      HostDataRequestView,
      { id: string; request: AnswerDataRequest }
    >({
      query: ({ id, request }) => ({
        url: `data-requests/${encodeURIComponent(id)}/answer`,
        method: 'PUT',
        body: request,
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
      query: ({ id, request }) => ({
        url: `data-requests/${encodeURIComponent(id)}/guest-data`,
        method: 'PUT',
        body: request,
      }),
      invalidatesTags: ['DataRequests'],
    }),
  }),
});

export const {
  useDataRequestsQuery,
  useAnswerDataRequestMutation,
  useGuestPersonalDataQuery,
  useCorrectGuestDataMutation,
} = dataRequestsApi;
