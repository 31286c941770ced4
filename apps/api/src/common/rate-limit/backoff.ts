import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { REDIS } from '../../infrastructure';
import { tooManyAttempts } from './too-many-attempts';

/**
 * From the `waitAfterFailures`-th failure on (failures are forgotten `forgetAfterSeconds`
 * after the last), each failure closes the subject for twice as long as the one before, from
 * `firstWaitSeconds` up to `maxWaitSeconds`.
 */
export type BackoffPolicy = {
  name: string;
  waitAfterFailures: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  forgetAfterSeconds: number;
};

/** How long a subject waits after its `failures`-th failure: none, then doubling to the cap. */
export const backoffSeconds = (policy: BackoffPolicy, failures: number): number => {
  const beyond = failures - policy.waitAfterFailures;
  if (beyond < 0) return 0;
  return Math.min(policy.maxWaitSeconds, policy.firstWaitSeconds * 2 ** beyond);
};

/** Exponential backoff per subject, in Redis so every API process sees the same wait. */
@Injectable()
export class Backoff {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  private keys(policy: BackoffPolicy, subject: string) {
    const base = `${this.config.REDIS_PREFIX}:backoff:${policy.name}:${subject}`;
    return { failures: `${base}:failures`, closed: `${base}:closed` };
  }

  /** Refuses with 429 and the time left while the subject waits out its last failure. */
  async assertOpen(policy: BackoffPolicy, subject: string): Promise<void> {
    const leftMs = await this.redis.pttl(this.keys(policy, subject).closed);
    if (leftMs > 0) throw tooManyAttempts(leftMs / 1000);
  }

  /** Counts a failure and closes the subject for its backoff. */
  async fail(policy: BackoffPolicy, subject: string): Promise<void> {
    const keys = this.keys(policy, subject);
    const failures = await this.redis.incr(keys.failures);
    await this.redis.expire(keys.failures, policy.forgetAfterSeconds);
    const wait = backoffSeconds(policy, failures);
    if (wait > 0) await this.redis.set(keys.closed, String(failures), 'PX', wait * 1000);
  }

  async clear(policy: BackoffPolicy, subject: string): Promise<void> {
    const keys = this.keys(policy, subject);
    await this.redis.del(keys.failures, keys.closed);
  }
}
