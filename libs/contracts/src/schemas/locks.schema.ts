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

/**
 * GET /api/locks/reservations/:id: a reservation's code on the lock with its period, and the
 * last attempt's failure worded for the host with the backup path (set a code by hand).
 */
export type LockPasscodeView = {
  /** active: the code is on the lock; failed: the last attempt failed; none: no code. */
  status: 'active' | 'failed' | 'none';
  lockId: string | null;
  passcode: string | null;
  startDate: string | null;
  endDate: string | null;
  error: { code: number | null; message: string } | null;
  updatedAt: string;
};
