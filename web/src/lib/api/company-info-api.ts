import type { CompanyInfo } from '@chegada/contracts';
import { baseApi } from './base-api';
import { companyInfoPath } from './company-info-path';
import { unwrapData } from './endpoints';

const companyInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyInfo: build.query<CompanyInfo, string>({
      query: companyInfoPath,
      transformResponse: unwrapData<CompanyInfo>,
    }),
  }),
});

export const { useCompanyInfoQuery } = companyInfoApi;

/** Asks a company's name and logo before the header renders (a guest page, while it loads). */
export const prefetchCompanyInfo = (friendlyCode: string) =>
  companyInfoApi.endpoints.companyInfo.initiate(friendlyCode, { subscribe: false });
