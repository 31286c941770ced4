import type { MessageKey } from '@chegada/contracts';
import { LocksNotConnected } from './ttlock-accounts';
import { TTLOCK_ERRORS, TTLockError } from './ttlock.client';
import type { LockFailure } from './lock-passcodes.repository';

/** TTLock's errcodes the host gets a sentence for; any other reads as locks.error.other. */
const KEYS: Record<number, MessageKey> = {
  [TTLOCK_ERRORS.INVALID_TOKEN]: 'locks.error.invalidToken',
  [TTLOCK_ERRORS.NO_GATEWAY]: 'locks.error.noGateway',
  [TTLOCK_ERRORS.GATEWAY_OFFLINE]: 'locks.error.gatewayOffline',
  [TTLOCK_ERRORS.GATEWAY_BUSY]: 'locks.error.gatewayBusy',
  [TTLOCK_ERRORS.DUPLICATE_CODE]: 'locks.error.duplicate',
  [TTLOCK_ERRORS.TOO_MANY_CODES]: 'locks.error.tooManyCodes',
  [TTLOCK_ERRORS.LOCK_OFFLINE]: 'locks.error.lockOffline',
  30006: 'locks.error.rateLimited',
  30007: 'locks.error.rateLimited',
};

// Worth another try later: the gateway or lock may come back, a limit may lift.
const PASSING: ReadonlySet<number> = new Set([
  TTLOCK_ERRORS.GATEWAY_OFFLINE,
  TTLOCK_ERRORS.GATEWAY_BUSY,
  TTLOCK_ERRORS.LOCK_OFFLINE,
  30006,
  30007,
]);

export type ClassifiedFailure = LockFailure & { retry: boolean };

/** What the host is told of a failed lock call, and whether the worker tries again. */
export const classifyFailure = (error: unknown): ClassifiedFailure | null => {
  if (error instanceof LocksNotConnected) {
    const key =
      error.reason === 'not-configured' ? 'locks.error.notConfigured' : 'locks.error.notConnected';
    return { code: null, key, retry: false };
  }
  if (!(error instanceof TTLockError)) return null;
  if (error.code === null) return { code: null, key: 'locks.error.unreachable', retry: true };
  return {
    code: error.code,
    key: KEYS[error.code] ?? 'locks.error.other',
    retry: PASSING.has(error.code),
  };
};
