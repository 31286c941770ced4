import { lockFailureKeys, type LockFailureKey } from '@chegada/contracts';
import { LocksNotConnected } from './ttlock-accounts';
import { TTLOCK_ERRORS, TTLockError } from './ttlock.client';
import type { LockFailure } from './lock-passcodes.repository';

/** TTLock's errcodes the host gets a sentence for; any other reads as locks.error.other. */
const KEYS: Record<number, LockFailureKey> = {
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

// Worth another try later: the gateway or lock may come back, a limit may lift. The others
// need the host (or the server's administrator) to change something first.
const PASSING: ReadonlySet<LockFailureKey> = new Set([
  'locks.error.gatewayOffline',
  'locks.error.gatewayBusy',
  'locks.error.lockOffline',
  'locks.error.rateLimited',
  'locks.error.unreachable',
]);

/** A recorded key as the client gets it: one it knows, else locks.error.other. */
export const failureKey = (key: string): LockFailureKey =>
  lockFailureKeys.find((known) => known === key) ?? 'locks.error.other';

/** Whether trying the lock again, with nothing else changed, can help. */
export const retryHelps = (key: string): boolean => PASSING.has(failureKey(key));

export type ClassifiedFailure = LockFailure & { retry: boolean };

const classified = (code: number | null, key: LockFailureKey): ClassifiedFailure => ({
  code,
  key,
  retry: retryHelps(key),
});

/** What the host is told of a failed lock call, and whether the worker tries again. */
export const classifyFailure = (error: unknown): ClassifiedFailure | null => {
  if (error instanceof LocksNotConnected)
    return classified(
      null,
      error.reason === 'not-configured' ? 'locks.error.notConfigured' : 'locks.error.notConnected',
    );
  if (!(error instanceof TTLockError)) return null;
  if (error.code === null) return classified(null, 'locks.error.unreachable');
  return classified(error.code, KEYS[error.code] ?? 'locks.error.other');
};
