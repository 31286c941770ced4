import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { AppError, Backoff, RateLimiter, type BackoffPolicy, type RateLimit } from '../../common';
import { REDIS } from '../../infrastructure';

/** One address guessing one account: from the 5th failure, waits of 2 s, 4 s, … up to 15 min. */
const PAIR: BackoffPolicy = {
  name: 'login-pair',
  waitAfterFailures: 5,
  firstWaitSeconds: 2,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/** One address guessing many accounts (credential stuffing). */
const PER_ADDRESS: RateLimit = { name: 'login-failures', max: 10, windowSeconds: 15 * 60 };

/**
 * Many addresses guessing one account. High, and never applied to an address the account
 * logged in from lately, so an attacker cannot use it to lock the owner out.
 */
const PER_ACCOUNT: RateLimit = { name: 'login-failures', max: 100, windowSeconds: 15 * 60 };

/** How long a successful login makes its address known to the account. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

const accountOf = (email: string): string => email.trim().toLowerCase();

/**
 * How a login may go on: `open` as usual; `code-required` when the account is capped by
 * failures from other addresses and this address never failed at it: the password alone is
 * not enough, an e-mailed code (LoginCodes) must come with it.
 */
export type LoginGate = 'open' | 'code-required';

/** Whether the error is the 429 of a limit, not a Redis outage or anything else. */
const isThrottled = (error: unknown): boolean =>
  error instanceof AppError && error.code === 'TOO_MANY_ATTEMPTS';

/**
 * Failed logins slow down the (account, address) pair that fails, with a Retry-After; the
 * wider limits per address and per account only stop guessing at scale. The owner at an
 * address of its own is never refused because of what another address did: at an address it
 * logged in from, the account's cap does not apply; at one that never failed at the account,
 * the cap asks for an e-mailed code instead of a wait.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly backoff: Backoff,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<LoginGate> {
    const account = accountOf(email);
    await this.backoff.assertOpen(PAIR, `${account}|${ip}`);
    await this.limiter.assertNotExceeded(PER_ADDRESS, [`ip:${ip}`]);
    if (await this.isKnown(account, ip)) return 'open';
    try {
      await this.limiter.assertNotExceeded(PER_ACCOUNT, [`account:${account}`]);
      return 'open';
    } catch (error) {
      if (!isThrottled(error) || (await this.hasFailed(account, ip))) throw error;
      return 'code-required';
    }
  }

  /**
   * Counts a failure everywhere. `asPair: false` (a wrong password where a code is asked
   * for anyway) leaves the pair alone, so the owner's typo does not cost its way in; the
   * address's own limit still bounds the guesses.
   */
  async recordFailure(email: string, ip: string, { asPair = true } = {}): Promise<void> {
    const account = accountOf(email);
    await Promise.all([
      ...(asPair
        ? [
            this.backoff.fail(PAIR, `${account}|${ip}`),
            this.redis.set(this.failedKey(account, ip), '1', 'EX', PAIR.forgetAfterSeconds),
          ]
        : []),
      this.limiter.hit(PER_ADDRESS, `ip:${ip}`),
      this.limiter.hit(PER_ACCOUNT, `account:${account}`),
    ]);
  }

  /** The pair starts afresh; the per-account count stays, or a login would reopen guessing. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const account = accountOf(email);
    await this.backoff.clear(PAIR, `${account}|${ip}`);
    await this.redis.set(this.knownKey(account, ip), '1', 'EX', KNOWN_ADDRESS_SECONDS);
  }

  private async isKnown(account: string, ip: string): Promise<boolean> {
    return (await this.redis.exists(this.knownKey(account, ip))) === 1;
  }

  private async hasFailed(account: string, ip: string): Promise<boolean> {
    return (await this.redis.exists(this.failedKey(account, ip))) === 1;
  }

  private failedKey(account: string, ip: string): string {
    return `${this.config.REDIS_PREFIX}:login-failed:${account}|${ip}`;
  }

  private knownKey(account: string, ip: string): string {
    return `${this.config.REDIS_PREFIX}:login-known:${account}|${ip}`;
  }
}
