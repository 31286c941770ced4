import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { Backoff, RateLimiter, type BackoffPolicy, type RateLimit } from '../../common';
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
 * Failed logins slow down the (account, address) pair that fails, with a Retry-After; the
 * wider limits per address and per account only stop guessing at scale. The owner at an
 * address of its own is never refused because of what another address did.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly backoff: Backoff,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const account = accountOf(email);
    await this.backoff.assertOpen(PAIR, `${account}|${ip}`);
    await this.limiter.assertNotExceeded(PER_ADDRESS, [`ip:${ip}`]);
    if (await this.isKnown(account, ip)) return;
    await this.limiter.assertNotExceeded(PER_ACCOUNT, [`account:${account}`]);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const account = accountOf(email);
    await Promise.all([
      this.backoff.fail(PAIR, `${account}|${ip}`),
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

  private knownKey(account: string, ip: string): string {
    return `${this.config.REDIS_PREFIX}:login-known:${account}|${ip}`;
  }
}
