import { boolean, object, string, ValidationError, type InferType } from 'yup';
import { boundedArray } from './bounded-array';
import { integer } from './scalar-fields';

const MAX_PROPERTIES = 1000;
const MAX_TIERS = 50;
/** R$ 1,000,000.00: far above any plan, and far below PostgreSQL's integer limit. */
const MAX_MONTHLY_PRICE = 100_000_000;

/** One tier: tables price a subscription by the number of properties (product spec §1). */
export const priceTierSchema = object({
  min: integer().required('validation.required').min(1, 'priceTables.tierMin'),
  max: integer()
    .required('validation.required')
    // Not Yup's min(ref('min')): without a min it asked for a message with no {min} to fill,
    // and the request answered 404 instead of naming the missing field.
    .test('atLeastMin', 'priceTables.tierMaxBelowMin', function atLeastMin(max) {
      const min: unknown = (this.parent as { min?: unknown } | undefined)?.min;
      if (typeof min !== 'number' || max === undefined || max >= min) return true;
      return this.createError({ params: { min } });
    })
    .max(MAX_PROPERTIES, 'priceTables.tierMaxLimit'),
  /** Integer centavos. */
  monthlyPrice: integer()
    .required('validation.required')
    .min(0, 'priceTables.priceRange')
    .max(MAX_MONTHLY_PRICE, 'priceTables.priceRange'),
}).noUnknown('validation.unknownField');

export type PriceTier = InferType<typeof priceTierSchema>;

type Range = { min?: unknown; max?: unknown } | null | undefined;
const isRange = (tier: Range): tier is { min: number; max: number } =>
  Number.isInteger(tier?.min) &&
  Number.isInteger(tier?.max) &&
  Number(tier?.max) >= Number(tier?.min);

/**
 * For each tier that shares a property count with an earlier one, its index and that earlier
 * tier; tiers with invalid bounds are left to their own field errors.
 */
export const findTierOverlaps = (
  tiers: readonly Range[],
): { index: number; other: { min: number; max: number } }[] =>
  tiers.flatMap((tier, index) => {
    if (!isRange(tier)) return [];
    const other = tiers
      .slice(0, index)
      .filter(isRange)
      .find((earlier) => tier.min <= earlier.max && earlier.min <= tier.max);
    return other ? [{ index, other: { min: other.min, max: other.max } }] : [];
  });

/** POST /api/admin/price-tables and PUT /api/admin/price-tables/:id (which replaces the tiers). */
export const priceTableSchema = object({
  name: string().trim().required('validation.required').max(100, 'validation.maxLength'),
  active: boolean().typeError('validation.type').default(true),
  tiers: boundedArray(priceTierSchema, MAX_TIERS, 'priceTables.tooManyTiers')
    .typeError('validation.type')
    .required('validation.required')
    .min(1, 'priceTables.tiersRequired')
    .test('no-overlap', 'priceTables.tierOverlap', function noOverlap(tiers) {
      const errors = findTierOverlaps(tiers ?? []).map(({ index, other }) =>
        this.createError({
          path: `${this.path}[${index}].min`,
          message: 'priceTables.tierOverlap',
          params: other,
        }),
      );
      return errors.length === 0 || new ValidationError(errors);
    }),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type PriceTableRequest = InferType<typeof priceTableSchema>;
