import { object, string, type InferType } from 'yup';
import { integer } from './scalar-fields';

/** GET /api/admin/outbox query: pages of the development outbox, newest first. */
export const outboxQuerySchema = object({
  page: integer().min(1).default(1),
  perPage: integer().min(1).max(100, 'validation.invalidFormat').default(20),
  channel: string()
    .oneOf(['email', 'whatsapp'] as const, 'validation.invalidFormat')
    .optional(),
  lang: string().optional(),
}).noUnknown('validation.unknownField');

export type OutboxQuery = InferType<typeof outboxQuerySchema>;
