import type {
  FindPreviousDataRequest,
  GenerateImportCodeRequest,
  ImportCodeChannel,
  ImportDataFormRequest,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';

/** An earlier stay of the same guest with this host: an opaque handle and where a code can go. */
export type PreviousGuest = {
  selectedGuestId: string;
  destinations: { channel: ImportCodeChannel; masked: string }[];
};

type Answer = { success: true; message: string };

/** The import of a returning guest's earlier data (spec §2 dialog, §7 calls). */
const importApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findPreviousData: build.mutation<PreviousGuest[], FindPreviousDataRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `stays/reservations/import-last-reservation/${id}`,
        method: 'POST',
        body,
      }),
      transformResponse: unwrapData<PreviousGuest[]>,
    }),
    sendImportCode: build.mutation<Answer, GenerateImportCodeRequest>({
      query: (body) => ({
        url: 'stays/reservations/generate-code-previous-data',
        method: 'POST',
        body,
      }),
    }),
    importDataForm: build.mutation<Answer, ImportDataFormRequest>({
      query: (body) => ({ url: 'stays/reservations/import-data-form', method: 'POST', body }),
      invalidatesTags: (_result, _error, { actualGuestId }) => [
        { type: 'Reservation', id: actualGuestId },
        { type: 'ReservationEvents', id: actualGuestId },
        { type: 'GuestDocuments', id: actualGuestId },
        'Reservations',
      ],
    }),
  }),
});

export const { useFindPreviousDataMutation, useSendImportCodeMutation, useImportDataFormMutation } =
  importApi;
