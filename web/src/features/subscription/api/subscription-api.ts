import type { PriceTier } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

/** An active price table (GET /api/price-tables): tiers by ascending property count. */
export type PriceTable = { id: string; name: string; tiers: PriceTier[] };

const subscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    activePriceTables: build.query<PriceTable[], void>({
      query: () => 'price-tables',
      transformResponse: (response: { data: PriceTable[] }) => response.data,
      providesTags: ['PriceTables'],
    }),
  }),
});

export const { useActivePriceTablesQuery } = subscriptionApi;
