import type { PriceTier } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

/** An active price table as GET /api/price-tables gives it: tiers by ascending property count. */
export type Plan = {
  id: string;
  name: string;
  /** monthlyPrice in integer centavos. */
  tiers: PriceTier[];
};

const plansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => 'price-tables',
      transformResponse: (response: { data: Plan[] }) => response.data,
      providesTags: ['PriceTables'],
    }),
  }),
});

export const { useGetPlansQuery } = plansApi;
