import { randomInt } from 'node:crypto';
import type { CodeOnLock } from './lock-passcodes.repository';
import { TTLOCK_ERRORS, TTLockError, type Period, type TTLockClient } from './ttlock.client';

const CODE_TRIES = 3;

/** Six random digits (TTLock takes 4 to 9). */
const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A fresh random period code added on the lock through its gateway; one that happens to
 * exist on the lock already (-3007) is drawn again, up to three times.
 */
export const addFreshCode = async (
  client: TTLockClient,
  token: string,
  lock: { lockId: string; name: string; period: Period },
): Promise<CodeOnLock> => {
  const { lockId, name, period } = lock;
  for (let attempt = 1; ; attempt += 1) {
    const code = newCode();
    try {
      const keyboardPwdId = await client.addPasscode(token, lockId, code, name, period);
      return {
        lockId,
        keyboardPwdId,
        code,
        startAt: new Date(period.startDate),
        endAt: new Date(period.endDate),
      };
    } catch (error) {
      const duplicate = error instanceof TTLockError && error.code === TTLOCK_ERRORS.DUPLICATE_CODE;
      if (!duplicate || attempt >= CODE_TRIES) throw error;
    }
  }
};
