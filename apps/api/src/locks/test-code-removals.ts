import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { CONFIG, type Config } from '@chegada/config';
import { QueueProducer, QueueWorker } from '../common';
import { classifyFailure } from './lock-failures';
import { LockStillFailing } from './lock-passcodes.service';
import { TestCodeRecords } from './test-code-records';
import { TTLockAccounts } from './ttlock-accounts';

/** The BullMQ queue of test codes to delete from their locks (the queue board lists it). */
export const TEST_CODES_QUEUE = 'lock-test-codes';

type RemovalJob = { testCodeId: string };

// A lock out of reach for most of a day still loses its test code: 5 s, 10 s … about 11 h.
const RETRY = { attempts: 14, backoffMs: 5_000 };

/** The API's side: a test code's deletion, due when its validity ends. */
@Injectable()
export class TestCodeRemovals extends QueueProducer<RemovalJob> {
  constructor(@Inject(CONFIG) config: Config) {
    super(config, TEST_CODES_QUEUE);
  }

  async schedule(testCodeId: string, removeAt: Date): Promise<void> {
    await this.queue.add(
      'remove',
      { testCodeId },
      {
        jobId: `test-code-${testCodeId}`,
        delay: Math.max(0, removeAt.getTime() - Date.now()),
        attempts: RETRY.attempts,
        backoff: { type: 'exponential', delay: RETRY.backoffMs },
        removeOnComplete: { age: 24 * 3600, count: 1_000 },
        removeOnFail: { age: 30 * 24 * 3600, count: 10_000 },
      },
    );
  }
}

/**
 * The worker's side: deletes a test code from its lock through the gateway (deleteType 2),
 * recording how it went for the keys page; a lock or gateway offline is tried again with
 * backoff, a refusal that waiting cannot fix (TTLock disconnected…) is recorded only.
 */
@Injectable()
export class TestCodeRemovalWorker extends QueueWorker<RemovalJob> {
  constructor(
    @Inject(CONFIG) config: Config,
    private readonly records: TestCodeRecords,
    private readonly accounts: TTLockAccounts,
  ) {
    super(config, TEST_CODES_QUEUE, new Logger('TestCodes'), 2);
  }

  protected failure(job: Job<RemovalJob> | undefined, error: Error): string {
    return `Test code ${job?.data.testCodeId} not removed yet: ${error.message}`;
  }

  /** Deletes the code from its lock. */
  protected async run(job: Job<RemovalJob>): Promise<void> {
    const code = await this.records.find(job.data.testCodeId);
    if (!code || code.removedAt) return;
    try {
      await this.accounts.withToken(code.accountId, (client, token) =>
        client.deletePasscode(token, code.lockId, code.keyboardPwdId),
      );
    } catch (error) {
      const failure = classifyFailure(error);
      if (!failure) throw error;
      const lastTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.records.failed(code.id, failure, failure.retry && !lastTry);
      if (failure.retry) throw new LockStillFailing({ code: failure.code, key: failure.key });
      return;
    }
    await this.records.removed(code.id);
  }
}
