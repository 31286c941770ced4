import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { isMessageKey, type Locale } from '@chegada/contracts';
import { AppError } from '../common';
import { addFreshCode } from './fresh-code';
import { classifyFailure } from './lock-failures';
import { failureMessage } from './lock-passcode-view';
import { ResidenceLocksRepository } from './residence-locks.repository';
import { TestCodeRecords, type TestCodeRecord } from './test-code-records';
import { TestCodeRemovals } from './test-code-removals';
import { TTLockAccounts } from './ttlock-accounts';

const MINUTE_MS = 60_000;

type Failure = { code: number | null; message: string };

/** POST /api/locks/residences/:id/test-code: the code on the lock, or TTLock's refusal. */
export type TestCodeAnswer = {
  lockId: string;
  passcode: string | null;
  startDate: string | null;
  endDate: string | null;
  /** When the worker deletes the code from the lock. */
  removeAt: string | null;
  error: Failure | null;
};

export const TEST_CODE_SHAPE =
  '{ lockId, passcode, startDate, endDate, removeAt, ' +
  'error: { code (TTLock errcode or null), message } | null }';

/** GET /api/locks/residences/:id/test-code: the latest test code's deletion from the lock. */
export type TestCodeRemovalView = {
  removeAt: string;
  removedAt: string | null;
  /** The last attempt's failure; `retrying` while the worker still tries. */
  error: (Failure & { retrying: boolean }) | null;
};

export const TEST_CODE_REMOVAL_SHAPE =
  '{ removeAt, removedAt, error: { code, message, retrying } | null } | null';

/** A passing failure's cause alone (locks.removalError.*): the page says what happens next. */
const removalKey = (key: string): string => {
  const cause = key.replace('locks.error.', 'locks.removalError.');
  return isMessageKey(cause) ? cause : key;
};

const removalView = (record: TestCodeRecord, locale: Locale): TestCodeRemovalView => ({
  removeAt: record.removeAt.toISOString(),
  removedAt: record.removedAt?.toISOString() ?? null,
  error: record.failure && {
    code: record.failure.code,
    message: failureMessage(locale, removalKey(record.failure.key), record.failure.code),
    retrying: record.failure.retrying,
  },
});

/**
 * The owner's check that a property's lock takes codes from here: a random code valid for
 * TTLOCK_TEST_CODE_SECONDS (half an hour) from now, added through the gateway like a guest's;
 * when that ends the worker deletes it from the lock (TestCodeRemovalWorker).
 */
@Injectable()
export class TestCodes {
  private readonly validityMs: number;

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly accounts: TTLockAccounts,
    private readonly residences: ResidenceLocksRepository,
    private readonly records: TestCodeRecords,
    private readonly removals: TestCodeRemovals,
  ) {
    this.validityMs = config.TTLOCK_TEST_CODE_SECONDS * 1000;
  }

  /** The property's latest test code and its deletion; null before the first test. */
  async removal(
    accountId: string,
    residenceId: string,
    locale: Locale,
  ): Promise<TestCodeRemovalView | null> {
    // Another account's property, or none, is not found: as every {id} route answers.
    const residence = await this.residences.lockOf(residenceId);
    if (!residence || residence.accountId !== accountId) throw new AppError('NOT_FOUND');
    const record = await this.records.latest(accountId, residenceId);
    return record ? removalView(record, locale) : null;
  }

  async add(accountId: string, residenceId: string, locale: Locale): Promise<TestCodeAnswer> {
    const residence = await this.residences.lockOf(residenceId);
    if (!residence || residence.accountId !== accountId) throw new AppError('NOT_FOUND');
    const { lockId } = residence;
    if (!lockId)
      throw new AppError('VALIDATION_FAILED', [{ field: 'lockId', key: 'locks.noLockOnProperty' }]);
    // TTLock keeps periods in whole minutes: the code's ends at the minute after its removal.
    const now = Date.now();
    const removeAt = new Date(now + this.validityMs);
    const period = {
      startDate: Math.floor(now / MINUTE_MS) * MINUTE_MS,
      endDate: Math.ceil(removeAt.getTime() / MINUTE_MS) * MINUTE_MS,
    };
    try {
      const code = await this.accounts.withToken(accountId, (client, token) =>
        addFreshCode(client, token, { lockId, name: 'Chegada test', period }),
      );
      const id = await this.records.add({
        accountId,
        residenceId,
        lockId,
        keyboardPwdId: code.keyboardPwdId,
        removeAt,
      });
      await this.removals.schedule(id, removeAt);
      return {
        lockId,
        passcode: code.code,
        startDate: code.startAt.toISOString(),
        endDate: code.endAt.toISOString(),
        removeAt: removeAt.toISOString(),
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
        removeAt: null,
        error: { code: failure.code, message },
      };
    }
  }
}
