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
  error: LockFailureView | null;
  updatedAt: string;
};

/**
 * Why a lock call failed, as a stable message key (a client picks what to offer from it,
 * never from the sentence): the account side (notConfigured: no TTLock application on this
 * server; notConnected; invalidToken), the lock side, or TTLock refusing (other).
 */
export const lockFailureKeys = [
  'locks.error.notConfigured',
  'locks.error.notConnected',
  'locks.error.invalidToken',
  'locks.error.noGateway',
  'locks.error.gatewayOffline',
  'locks.error.gatewayBusy',
  'locks.error.lockOffline',
  'locks.error.duplicate',
  'locks.error.tooManyCodes',
  'locks.error.rateLimited',
  'locks.error.unreachable',
  'locks.error.other',
] as const;
export type LockFailureKey = (typeof lockFailureKeys)[number];

/** A lock call's failure: TTLock's errcode (null when none was made), its key and sentence. */
export type LockFailureView = {
  code: number | null;
  key: LockFailureKey;
  /** The key worded in the caller's language, with the way around it. */
  message: string;
  /** Whether trying again as things stand can help (the lock or TTLock may come back). */
  retry: boolean;
};

/**
 * GET /api/locks/ttlock: whether this server has a TTLock application (TTLOCK_CLIENT_ID and
 * TTLOCK_CLIENT_SECRET; without it no code can ever reach a lock) and the account is connected.
 */
export type TTLockConnectionView = {
  configured: boolean;
  connected: boolean;
  username: string | null;
  connectedAt: string | null;
  /** When the tokens TTLock gave end; the server refreshes them before. */
  expiresAt: string | null;
};
