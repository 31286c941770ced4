import { z } from 'zod';

/** The shapes of variables that several settings share: lists, sizes, switches and URLs. */
export const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

const BYTE_UNITS: Record<string, number> = { kb: 1024, mb: 1024 * 1024 };

/** `64kb`, `1mb` or a number of bytes, in bytes. */
export const byteCount = (value: string): number => {
  const unit = BYTE_UNITS[value.slice(-2).toLowerCase()];
  return unit ? Number(value.slice(0, -2)) * unit : Number(value);
};

/** `true` or `false`; undefined when unset, for a default that depends on other variables. */
export const booleanText = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

export const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL');

export const redisUrl = z
  .string()
  .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL');

/** A variable: what it means (shown in docs/configuration.md and on a bad value) and its schema. */
type Variable<Schema extends z.ZodType> = { description: string; schema: Schema };

/** A provider's key, secret or token: optional text, whose absence the description explains. */
export const credential = (description: string): Variable<z.ZodOptional<z.ZodString>> => ({
  description,
  schema: z.string().min(1).optional(),
});

/** A provider's API address, its production one by default. */
export const providerApi = (
  description: string,
  production: string,
): Variable<z.ZodDefault<z.ZodString>> => ({
  description,
  schema: z.string().url().default(production),
});
