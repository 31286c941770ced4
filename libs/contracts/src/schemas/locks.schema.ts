import { object, string, type InferType } from 'yup';

/** PUT /api/locks/ttlock: the host's TTLock app account, exchanged for tokens and not kept. */
export const ttlockConnectSchema = object({
  username: string().trim().required('validation.required').max(120, 'validation.maxLength'),
  password: string().required('validation.required').max(200, 'validation.maxLength'),
}).noUnknown('validation.unknownField');
export type TTLockConnectRequest = InferType<typeof ttlockConnectSchema>;

/** PUT /api/locks/residences/:id: a lockId from GET /api/locks, or null for no lock. */
export const residenceLockSchema = object({
  lockId: string()
    .defined('validation.required')
    .nullable()
    .trim()
    .matches(/^\d{1,20}$/, 'validation.type'),
}).noUnknown('validation.unknownField');
export type ResidenceLockRequest = InferType<typeof residenceLockSchema>;
