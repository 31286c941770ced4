import type { PriceTableRequest, PriceTier } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

/** A price table as the admin routes give it; monthlyPrice in integer centavos. */
export type PriceTable = {
  id: string;
  name: string;
  active: boolean;
  tiers: PriceTier[];
  createdAt: string;
  updatedAt: string;
};

const priceTablesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminPriceTables: build.query<PriceTable[], void>({
      query: () => 'admin/price-tables',
      transformResponse: (response: { data: PriceTable[] }) => response.data,
      providesTags: ['PriceTables'],
    }),
    createPriceTable: build.mutation<PriceTable, PriceTableRequest>({
      query: (body) => ({ url: 'admin/price-tables', method: 'POST', body }),
      invalidatesTags: ['PriceTables'],
    }),
    replacePriceTable: build.mutation<PriceTable, { id: string; body: PriceTableRequest }>({
      query: ({ id, body }) => ({ url: `admin/price-tables/${id}`, method: 'PUT', body }),
      invalidatesTags: ['PriceTables'],
    }),
    deletePriceTable: build.mutation<void, string>({
      query: (id) => ({ url: `admin/price-tables/${id}`, method: 'DELETE' }),
      invalidatesTags: ['PriceTables'],
    }),
  }),
});

export const {
  useGetAdminPriceTablesQuery,
  useCreatePriceTableMutation,
  useReplacePriceTableMutation,
  useDeletePriceTableMutation,
} = priceTablesApi;
