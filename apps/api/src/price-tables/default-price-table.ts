import type { PriceTier } from '@chegada/contracts';

/**
 * The plan a fresh install offers until an admin sets prices (/admin/price-tables): monthly
 * prices in centavos by number of properties, cheaper per property as the count grows.
 */
export const DEFAULT_PRICE_TABLE: { name: string; tiers: PriceTier[] } = {
  name: 'Essencial',
  tiers: [
    { min: 1, max: 3, monthlyPrice: 5_990 },
    { min: 4, max: 10, monthlyPrice: 14_990 },
    { min: 11, max: 30, monthlyPrice: 34_990 },
    { min: 31, max: 100, monthlyPrice: 89_900 },
  ],
};
