import type { ContactRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ message: string }, ContactRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
