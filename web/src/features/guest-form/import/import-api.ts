import type {
  FindPreviousDataRequest,
  GenerateImportCodeRequest,
  ImportDataFormRequest,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import type { GuestLink } from '../api/guest-form-types';
import { unwrapData } from '../../../lib/api/endpoints';

export type PreviousDataCandidate = {
  selectedGuestId: string;
  destinations: { channel: 'email' | 'whatsapp'; masked: string }[];
};

/** The import dialog's calls (spec §2, §5), injected with the dialog, not with the page. */
const importApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findPreviousData: build.mutation<
      PreviousDataCandidate[],
      { id: string; request: FindPreviousDataRequest }
    >({
      query: ({ id, request }) => ({
        url: `stays/reservations/import-last-reservation/${encodeURIComponent(id)}`,
        method: 'POST',
        body: request,
      }),
      transformResponse: unwrapData<PreviousDataCandidate[]>,
    }),
    sendImportCode: build.mutation<{ destination: string }, GenerateImportCodeRequest>({
      query: (request) => ({
        url: 'stays/reservations/generate-code-previous-data',
        method: 'POST',
        body: request,
      }),
    }),
    importPreviousData: build.mutation<
      { data: Record<string, unknown> },
      ImportDataFormRequest & { link: GuestLink }
    >({
      query: ({ link: _link, ...request }) => ({
        url: 'stays/reservations/import-data-form',
        method: 'POST',
        body: request,
      }),
      invalidatesTags: (_answer, error, { link }) =>
        error ? [] : [{ type: 'GuestForm', id: link.id }],
    }),
  }),
});

export const {
  useFindPreviousDataMutation,
  useSendImportCodeMutation,
  useImportPreviousDataMutation,
} = importApi;
