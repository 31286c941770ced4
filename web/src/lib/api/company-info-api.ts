import type { CompanyInfo } from '@chegada/contracts';
import { baseApi } from './base-api';

const companyInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyInfo: build.query<CompanyInfo, string>({
      query: (friendlyCode) => `stays/company-info/${encodeURIComponent(friendlyCode)}`,
      transformResponse: (response: { data: CompanyInfo }) => response.data,
    }),
  }),
});

export const { useCompanyInfoQuery } = companyInfoApi;
