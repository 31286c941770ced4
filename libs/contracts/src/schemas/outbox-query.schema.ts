import { number, object, string, type InferType } from 'yup';

/** GET /api/admin/outbox query: pages of the development outbox, newest first. */
export const outboxQuerySchema = object({
  page: number().typeError('validation.integer').integer('validation.integer').min(1).default(1),
  perPage: number()
    .typeError('validation.integer')
    .integer('validation.integer')
    .min(1)
    .max(100, 'validation.invalidFormat')
    .default(20),
  channel: string()
    .oneOf(['email', 'whatsapp'] as const, 'validation.invalidFormat')
    .optional(),
  lang: string().optional(),
}).noUnknown('validation.unknownField');

export type OutboxQuery = InferType<typeof outboxQuerySchema>;
