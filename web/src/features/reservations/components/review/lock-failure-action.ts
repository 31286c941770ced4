import type { LockFailureView, TTLockConnectionView } from '@chegada/contracts';

/**
 * What the lock panel offers after a failed lock call: try again, connect the TTLock account
 * (/u/keys/config), or nothing but the sentence (ask the server's administrator, change
 * something on the lock, set a code by hand).
 */
export type LockFailureAction = 'retry' | 'connect' | 'none';

const ACCOUNT_SIDE: ReadonlySet<LockFailureView['key']> = new Set([
  'locks.error.notConfigured',
  'locks.error.notConnected',
  'locks.error.invalidToken',
]);

const isConnected = (connection: TTLockConnectionView, now: number) =>
  connection.configured &&
  connection.connected &&
  (connection.expiresAt === null || Date.parse(connection.expiresAt) > now);

/**
 * Decided by the failure's key, never its sentence. A failure of the account side is worth
 * trying again once the account is connected after it (the server may have been set up and
 * the account connected since); until then the host is told what to do instead.
 */
export const lockFailureAction = (
  error: LockFailureView,
  failedAt: string,
  connection: TTLockConnectionView | undefined,
  now = Date.now(),
): LockFailureAction => {
  if (error.retry) return 'retry';
  if (!ACCOUNT_SIDE.has(error.key) || !connection) return 'none';
  if (!connection.configured) return 'none';
  if (!isConnected(connection, now)) return 'connect';
  // A token TTLock refused is fixed by connecting again, after the failure.
  const fixed =
    error.key !== 'locks.error.invalidToken' ||
    Date.parse(connection.connectedAt ?? '') > Date.parse(failedAt);
  return fixed ? 'retry' : 'connect';
};
