import type { ZipAddress } from '@chegada/contracts';
import { baseApi } from './base-api';

/** GET /api/zip/:cep: the street, city and state of a CEP, for the property and guest forms. */
const zipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    zipAddress: build.query<ZipAddress, string>({
      query: (cep) => `zip/${encodeURIComponent(cep)}`,
    }),
  }),
});

export const { useLazyZipAddressQuery } = zipApi;
