import type {
  FindPreviousDataRequest,
  GenerateImportCodeRequest,
  GenericGuestLinkRequest,
  GuestFormUnlockCodeRequest,
  GuestFormUnlockRequest,
  ImportDataFormRequest,
  ZipAddress,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import type {
  GenericLinkPage,
  GenericLinkTarget,
  GuestFormPage,
  GuestLink,
  SaveAnswer,
} from './guest-form-types';

type Data<T> = { data: T };

/** The headers by which the server finds the reservation behind a guest link (spec §7). */
export const linkHeaders = (link: GuestLink): Record<string, string> => ({
  source: link.source,
  ...(link.friendlyCode ? { friendlycode: link.friendlyCode } : {}),
  ...(link.additionalGuestKey ? { additionalguestkey: link.additionalGuestKey } : {}),
});

/** The fields of a save as the multipart body PUT /api/stays/guestForm/:id reads. */
export const saveBody = (fields: Record<string, unknown>): FormData => {
  const body = new FormData();
  body.append('data', JSON.stringify(fields));
  return body;
};

const genericPath = ({ friendlyCode, residenceId, source }: GenericLinkTarget) =>
  `stays/generic/guestForm/${encodeURIComponent(friendlyCode)}/${encodeURIComponent(residenceId)}/${encodeURIComponent(source)}`;

export type PreviousDataCandidate = {
  selectedGuestId: string;
  destinations: { channel: 'email' | 'whatsapp'; masked: string }[];
};

const guestFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    zipAddress: build.query<ZipAddress, string>({
      query: (cep) => `zip/${encodeURIComponent(cep)}`,
    }),
    guestFormPage: build.query<GuestFormPage, GuestLink>({
      query: (link) => ({
        url: `stays/guestForm/${encodeURIComponent(link.id)}`,
        headers: linkHeaders(link),
      }),
      transformResponse: (response: Data<GuestFormPage>) => response.data,
      providesTags: (_page, _error, link) => [{ type: 'GuestForm', id: link.id }],
    }),
    saveGuestForm: build.mutation<SaveAnswer, { link: GuestLink; fields: Record<string, unknown> }>(
      {
        query: ({ link, fields }) => ({
          url: `stays/guestForm/${encodeURIComponent(link.id)}`,
          method: 'PUT',
          headers: linkHeaders(link),
          body: saveBody(fields),
        }),
        invalidatesTags: (_answer, error, { link }) =>
          error ? [] : [{ type: 'GuestForm', id: link.id }],
      },
    ),
    genericLinkPage: build.query<GenericLinkPage, GenericLinkTarget>({
      query: (target) => genericPath(target),
      transformResponse: (response: Data<GenericLinkPage>) => response.data,
    }),
    startGenericReservation: build.mutation<
      { id: string; source: string; link: string },
      { target: GenericLinkTarget; request: GenericGuestLinkRequest }
    >({
      query: ({ target, request }) => ({ url: genericPath(target), method: 'POST', body: request }),
      transformResponse: (response: Data<{ id: string; source: string; link: string }>) =>
        response.data,
    }),
    findPreviousData: build.mutation<
      PreviousDataCandidate[],
      { id: string; request: FindPreviousDataRequest }
    >({
      query: ({ id, request }) => ({
        url: `stays/reservations/import-last-reservation/${encodeURIComponent(id)}`,
        method: 'POST',
        body: request,
      }),
      transformResponse: (response: Data<PreviousDataCandidate[]>) => response.data,
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
    sendUnlockCode: build.mutation<
      { destination: string },
      { link: GuestLink; request: GuestFormUnlockCodeRequest }
    >({
      query: ({ link, request }) => ({
        url: `stays/guestForm/${encodeURIComponent(link.id)}/unlock-code`,
        method: 'POST',
        headers: linkHeaders(link),
        body: request,
      }),
    }),
    // The answer sets this browser's device cookie: the page comes again, unmasked.
    unlockGuestForm: build.mutation<
      { message: string },
      { link: GuestLink; request: GuestFormUnlockRequest }
    >({
      query: ({ link, request }) => ({
        url: `stays/guestForm/${encodeURIComponent(link.id)}/unlock`,
        method: 'POST',
        headers: linkHeaders(link),
        body: request,
      }),
      invalidatesTags: (_answer, error, { link }) =>
        error ? [] : [{ type: 'GuestForm', id: link.id }],
    }),
  }),
});

export const {
  useLazyZipAddressQuery,
  useGuestFormPageQuery,
  useSaveGuestFormMutation,
  useGenericLinkPageQuery,
  useStartGenericReservationMutation,
  useFindPreviousDataMutation,
  useSendImportCodeMutation,
  useImportPreviousDataMutation,
  useSendUnlockCodeMutation,
  useUnlockGuestFormMutation,
} = guestFormApi;
