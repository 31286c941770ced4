import type { CompanyInfo } from '@chegada/contracts';
import { baseApi } from './base-api';
import { unwrapData } from './endpoints';

const companyInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyInfo: build.query<CompanyInfo, string>({
      query: (friendlyCode) => `stays/company-info/${encodeURIComponent(friendlyCode)}`,
      transformResponse: unwrapData<CompanyInfo>,
    }),
  }),
});

export const { useCompanyInfoQuery } = companyInfoApi;
