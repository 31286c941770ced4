import { setIn, type FormErrors as NestedErrors } from '../../../lib/forms/form-state';
import type { IntlShape } from 'react-intl';
import { priceTableSchema, type PriceTableRequest } from '@chegada/contracts';
import { validateWith, type FormErrors } from '../../../lib/forms/validate-with';
import type { PriceTable } from '../api/price-tables-api';
import { centavosToTyped, reaisToCentavos } from './money';

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

export const castRequest = (values: PriceTableValues): PriceTableRequest =>
  priceTableSchema.cast(toRequest(values));

/** Yup and the server name fields as paths ("tiers[1].min"); the form keeps errors nested. */
export const nestErrors = (flat: FormErrors): NestedErrors<PriceTableValues> =>
  Object.entries(flat).reduce<NestedErrors<PriceTableValues>>(
    (nested, [path, message]) => setIn(nested, path, message),
    {},
  );

/**
 * The server's schema, worded in the admin's language; a price that is not an amount reads
 * 'Invalid number' (spec §5) rather than the schema's integer message about centavos.
 */
export const validatePriceTable =
  (intl: IntlShape) =>
  async (values: PriceTableValues): Promise<NestedErrors<PriceTableValues>> => {
    const errors = await validateWith(priceTableSchema, intl, toRequest)(values);
    values.tiers.forEach((tier, index) => {
      if (tier.monthlyPrice.trim() !== '' && reaisToCentavos(tier.monthlyPrice) === null) {
        errors[`tiers[${index}].monthlyPrice`] = intl.formatMessage({
          id: 'adminPriceTables.invalidNumber',
        });
      }
    });
    return nestErrors(errors);
  };
