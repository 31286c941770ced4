import type { PriceTier } from '@chegada/contracts';
import { baseApi } from './base-api';

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

/** GET /api/price-tables: the tables, and the free trial a new account gets (TRIAL_DAYS). */
type PriceTables = { data: Plan[]; trialDays?: number };

const plansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    priceTables: build.query<PriceTables, void>({
      query: () => 'price-tables',
      providesTags: ['PriceTables'],
    }),
  }),
});

/** The active price tables (one request, shared with the trial's length). */
export const usePlansQuery = () => {
  const result = plansApi.usePriceTablesQuery();
  return { ...result, data: result.data?.data };
};

/**
 * The days of free trial a new account gets, as the server is configured; 0 while unknown (the
 * messages then name no number rather than a guessed one).
 */
export const useTrialDays = (): number =>
  plansApi.usePriceTablesQuery(undefined, {
    selectFromResult: ({ data }) => ({ days: data?.trialDays ?? 0 }),
  }).days;
