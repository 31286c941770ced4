import type { PriceTier } from '@chegada/contracts';
import { baseApi } from './base-api';
import { dataQuery } from './endpoints';

/**
 * An active price table as GET /api/price-tables gives it: tiers by ascending property count.
 * The public plans page and the host's subscription both read it.
 */
export type Plan = {
  id: string;
  name: string;
  /** monthlyPrice in integer centavos. */
  tiers: PriceTier[];
};

const plansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<Plan[], void>(dataQuery<Plan[]>('price-tables', 'PriceTables')),
  }),
});

export const { usePlansQuery } = plansApi;
