import type { AnyObjectSchema, ValidationError } from 'yup';

/** Every mask the server answers holds this character, which no field the form takes may. */
export const MASK_CHARACTER = '•';

export const isMasked = (value: unknown): value is string =>
  typeof value === 'string' && value.includes(MASK_CHARACTER);

/** Whether any value inside still holds what the server masked. */
export const holdsMasks = (value: unknown): boolean =>
  typeof value === 'object' && value !== null
    ? Object.values(value).some(holdsMasks)
    : isMasked(value);

/** A copy without the masks: every masked text becomes '', to be typed again. */
export const clearMasks = <Value>(value: Value): Value => {
  if (isMasked(value)) return '' as Value;
  if (Array.isArray(value)) return value.map(clearMasks) as Value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, clearMasks(inner)]),
  ) as Value;
};

/**
 * What this device kept of a form, without the masks it was shown: once the data is unlocked,
 * the saved values show instead of the masks kept with a draft.
 */
export const withoutMasks = <Value>(value: Value): Value => {
  if (Array.isArray(value)) return value.map(withoutMasks) as Value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => !isMasked(inner))
      .map(([key, inner]) => [key, withoutMasks(inner)]),
  ) as Value;
};

/**
 * The schema, but a masked value left as it is passes: the server keeps what it stored there
 * (a save that sends a mask back never overwrites), and what it stored was already checked.
 */
export const toleratingMasks = (schema: AnyObjectSchema): AnyObjectSchema => {
  const tolerant = Object.create(schema) as AnyObjectSchema;
  tolerant.validate = async (value: unknown, options?: object) => {
    try {
      return (await schema.validate(value, options)) as unknown;
    } catch (error) {
      // Yup's own test (ValidationError.isError); Formik stays out of the page's first load.
      if (!(error instanceof Error) || error.name !== 'ValidationError') throw error;
      const failed = error as ValidationError;
      const standing = (failed.inner.length ? failed.inner : [failed]).filter(
        (issue) => !isMasked(issue.value),
      );
      if (standing.length === 0) return schema.cast(value) as unknown;
      failed.inner = standing;
      throw failed;
    }
  };
  return tolerant;
};
