import { object, string, type InferType } from 'yup';
import { integer } from './scalar-fields';

/** Largest single purchase an admin can record: R$ 100.000,00. */
export const MAX_CREDIT_PURCHASE_CENTAVOS = 10_000_000;

/**
 * POST /api/transactions/:id (the spec's spelling, `ammount`): an admin records a credit
 * purchase. Credits are a prepaid balance in Brazilian reais, so `ammount` is in centavos.
 */
export const creditPurchaseSchema = object({
  ammount: integer()
    .required('validation.required')
    .min(1, 'credits.ammountRange')
    .max(MAX_CREDIT_PURCHASE_CENTAVOS, 'credits.ammountRange'),
  /** A note shown in the account's transactions (a Pix receipt number, for instance). */
  description: string().trim().max(200, 'validation.maxLength').optional(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type CreditPurchaseRequest = InferType<typeof creditPurchaseSchema>;

/** Smallest and largest credits a host buys by pix at once: R$ 10,00 to R$ 10.000,00. */
export const CREDIT_PIX_RANGE = { min: 1_000, max: 1_000_000 } as const;

/** POST /api/credits/purchase: credits bought by pix, `amount` in centavos. */
export const creditPixPurchaseSchema = object({
  amount: integer()
    .required('validation.required')
    .min(CREDIT_PIX_RANGE.min, 'billing.amountRange')
    .max(CREDIT_PIX_RANGE.max, 'billing.amountRange'),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type CreditPixPurchaseRequest = InferType<typeof creditPixPurchaseSchema>;
