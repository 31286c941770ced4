import type { PriceTableRequest, PriceTier } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { dataQuery, deleteById, putChanges } from '../../../lib/api/endpoints';

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
    getAdminPriceTables: build.query<PriceTable[], void>(
      dataQuery<PriceTable[]>('admin/price-tables', 'PriceTables'),
    ),
    createPriceTable: build.mutation<PriceTable, PriceTableRequest>({
      query: (body) => ({ url: 'admin/price-tables', method: 'POST', body }),
      invalidatesTags: ['PriceTables'],
    }),
    replacePriceTable: build.mutation<PriceTable, { id: string; body: PriceTableRequest }>({
      query: ({ id, body }) => putChanges('admin/price-tables')({ id, changes: body }),
      invalidatesTags: ['PriceTables'],
    }),
    deletePriceTable: build.mutation<void, string>({
      query: deleteById('admin/price-tables'),
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
