import type { IntlShape } from 'react-intl';
import type { PriceTable } from '../api/price-tables-api';
import { centavosToTyped, reaisToCentavos } from '../../../lib/i18n/money';

/** What the inputs hold: text as typed, money in reais. */
export type TierValues = { min: string; max: string; monthlyPrice: string };
export type PriceTableValues = { name: string; active: boolean; tiers: TierValues[] };

export const emptyTier: TierValues = { min: '', max: '', monthlyPrice: '' };

export const valuesOf = (table: PriceTable | null, locale: string): PriceTableValues =>
  table
    ? {
        name: table.name,
        active: table.active,
        tiers: table.tiers.map((tier) => ({
          min: String(tier.min),
          max: String(tier.max),
          monthlyPrice: centavosToTyped(tier.monthlyPrice, locale),
        })),
      }
    : { name: '', active: true, tiers: [{ ...emptyTier }] };

// An empty input is "not given" (required); anything else goes to the schema as typed.
const count = (typed: string): number | undefined =>
  typed.trim() === '' ? undefined : Number(typed.trim());

const centavos = (typed: string): number | undefined =>
  typed.trim() === '' ? undefined : (reaisToCentavos(typed) ?? Number.NaN);

/** The request the server takes: property counts as numbers, money in integer centavos. */
export const toRequest = (values: PriceTableValues) => ({
  name: values.name,
  active: values.active,
  tiers: values.tiers.map((tier) => ({
    min: count(tier.min),
    max: count(tier.max),
    monthlyPrice: centavos(tier.monthlyPrice),
  })),
});

/**
 * A price that is not an amount reads 'Invalid number' (spec §5) rather than the schema's
 * integer message about centavos.
 */
export const checkPrices =
  (intl: IntlShape) =>
  (values: PriceTableValues): Record<string, string> =>
    Object.fromEntries(
      values.tiers.flatMap((tier, index) =>
        tier.monthlyPrice.trim() !== '' && reaisToCentavos(tier.monthlyPrice) === null
          ? [
              [
                `tiers[${index}].monthlyPrice`,
                intl.formatMessage({ id: 'adminPriceTables.invalidNumber' }),
              ],
            ]
          : [],
      ),
    );
