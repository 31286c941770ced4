import { Injectable } from '@nestjs/common';
import type { Locale } from '@chegada/contracts';
import { AppError } from '../common';
import { addFreshCode } from './fresh-code';
import { classifyFailure } from './lock-failures';
import { failureMessage } from './lock-passcode-view';
import { ResidenceLocksRepository } from './residence-locks.repository';
import { TTLockAccounts } from './ttlock-accounts';

/** How long a test code opens the door: long enough to walk to the lock and type it. */
export const TEST_CODE_MINUTES = 30;
const MINUTE_MS = 60_000;

/** POST /api/locks/residences/:id/test-code: the code on the lock, or TTLock's refusal. */
export type TestCodeAnswer = {
  lockId: string;
  passcode: string | null;
  startDate: string | null;
  endDate: string | null;
  error: { code: number | null; message: string } | null;
};

export const TEST_CODE_SHAPE =
  '{ lockId, passcode, startDate, endDate, error: { code (TTLock errcode or null), message } | null }';

/**
 * The owner's check that a property's lock takes codes from here: a random code valid for
 * half an hour from now, added through the gateway like a guest's, and left to expire.
 */
@Injectable()
export class TestCodes {
  constructor(
    private readonly accounts: TTLockAccounts,
    private readonly residences: ResidenceLocksRepository,
  ) {}

  async add(accountId: string, residenceId: string, locale: Locale): Promise<TestCodeAnswer> {
    const residence = await this.residences.lockOf(residenceId);
    if (!residence || residence.accountId !== accountId) throw new AppError('NOT_FOUND');
    const { lockId } = residence;
    if (!lockId)
      throw new AppError('VALIDATION_FAILED', [{ field: 'lockId', key: 'locks.noLockOnProperty' }]);
    // TTLock keeps periods in whole minutes.
    const startDate = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    const period = { startDate, endDate: startDate + TEST_CODE_MINUTES * MINUTE_MS };
    try {
      const code = await this.accounts.withToken(accountId, (client, token) =>
        addFreshCode(client, token, { lockId, name: 'Chegada test', period }),
      );
      return {
        lockId,
        passcode: code.code,
        startDate: code.startAt.toISOString(),
        endDate: code.endAt.toISOString(),
        error: null,
      };
    } catch (error) {
      const failure = classifyFailure(error);
      if (!failure) throw error;
      // The worker's words for these promise another try; a test is tried again by hand.
      const key = failure.retry
        ? failure.key.replace('locks.error.', 'locks.testError.')
        : failure.key;
      const message = failureMessage(locale, key, failure.code);
      return {
        lockId,
        passcode: null,
        startDate: null,
        endDate: null,
        error: { code: failure.code, message },
      };
    }
  }
}
