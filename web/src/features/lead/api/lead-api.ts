import type { NewContactRequest } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

const leadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registerLead: build.mutation<{ message: string }, NewContactRequest>({
      query: (body) => ({ url: 'new-contact', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterLeadMutation } = leadApi;
