import type { DocumentReadingAnswer } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import type { GuestLink } from '../api/guest-form-types';
import { guestFormPath, linkHeaders } from '../api/guest-link-request';

const documentReadingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The last reading of the photos the server still keeps: a page opened again offers it.
    keptDocumentReading: build.query<DocumentReadingAnswer, GuestLink>({
      query: (link) => ({
        url: `${guestFormPath(link)}/document-reading`,
        headers: linkHeaders(link),
      }),
      keepUnusedDataFor: 0,
    }),
    // Reads the document photos already sent: nothing is filled in by this call.
    readDocument: build.mutation<DocumentReadingAnswer, GuestLink>({
      query: (link) => ({
        url: `${guestFormPath(link)}/document-reading`,
        method: 'POST',
        headers: linkHeaders(link),
      }),
    }),
  }),
});

export const { useReadDocumentMutation, useKeptDocumentReadingQuery } = documentReadingApi;
