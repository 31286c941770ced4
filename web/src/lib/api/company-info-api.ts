import type { CompanyInfo } from '@chegada/contracts';
import { baseApi } from './base-api';
import { companyInfoPath } from './company-info-path';
import { unwrapData, type Data } from './endpoints';

// The host's name and logo are public: kept on the phone, a guest page opened with no signal
// (issue 17) still names the host it belongs to.
const KEPT = 'chegada-company:';

const keep = (friendlyCode: string, company: CompanyInfo) => {
  try {
    window.localStorage.setItem(KEPT + friendlyCode, JSON.stringify(company));
  } catch {
    // storage full or disabled: the header falls back to the product's name offline
  }
};

const kept = (friendlyCode: string): CompanyInfo | undefined => {
  try {
    const raw = window.localStorage.getItem(KEPT + friendlyCode);
    return raw ? (JSON.parse(raw) as CompanyInfo) : undefined;
  } catch {
    return undefined;
  }
};

const companyInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyInfo: build.query<CompanyInfo, string>({
      queryFn: async (friendlyCode, _api, _options, baseQuery) => {
        const answer = await baseQuery(companyInfoPath(friendlyCode));
        if (!answer.error) {
          const company = unwrapData(answer.data as Data<CompanyInfo>);
          keep(friendlyCode, company);
          return { data: company };
        }
        const offline = answer.error.status === 'FETCH_ERROR' && kept(friendlyCode);
        return offline ? { data: offline } : { error: answer.error };
      },
    }),
  }),
});

export const { useCompanyInfoQuery } = companyInfoApi;

/** Asks a company's name and logo before the header renders (a guest page, while it loads). */
export const prefetchCompanyInfo = (friendlyCode: string) =>
  companyInfoApi.endpoints.companyInfo.initiate(friendlyCode, { subscribe: false });
