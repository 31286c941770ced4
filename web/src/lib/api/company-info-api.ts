import { baseApi } from './base-api';

/** GET /api/stays/company-info/:friendlyCode: the host a guest link belongs to (public). */
export type CompanyInfo = {
  name: string;
  friendlyCode: string;
  logo: string | null;
  phone: string;
  website: string | null;
  supportedLanguages: string[];
};

const companyInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyInfo: build.query<CompanyInfo, string>({
      query: (friendlyCode) => `stays/company-info/${encodeURIComponent(friendlyCode)}`,
      transformResponse: (response: { data: CompanyInfo }) => response.data,
    }),
  }),
});

export const { useCompanyInfoQuery } = companyInfoApi;
