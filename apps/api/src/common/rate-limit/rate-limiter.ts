import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { REDIS } from '../../infrastructure';
import { tooManyAttempts } from './too-many-attempts';

/** At most `max` hits per subject in a window that starts at the subject's first hit. */
export type RateLimit = { name: string; max: number; windowSeconds: number };

export type Count = { count: number; secondsLeft: number };

/**
 * Fixed-window counters in Redis, shared by every throttled route (login, registration,
 * password recovery, public forms). Keys carry REDIS_PREFIX so deployments and test runs
 * sharing one Redis never count each other's hits.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  private key(limit: RateLimit, subject: string): string {
    return `${this.config.REDIS_PREFIX}:rate:${limit.name}:${subject}`;
  }

  /** Counts one hit and answers the count so far in this window. */
  async hit(limit: RateLimit, subject: string): Promise<Count> {
    const key = this.key(limit, subject);
    const replies = await this.redis
      .multi()
      .incr(key)
      .expire(key, limit.windowSeconds, 'NX')
      .ttl(key)
      .exec();
    const [count = 0, , secondsLeft = limit.windowSeconds] = (replies ?? []).map(
      ([error, value]) => {
        if (error) throw error;
        return Number(value);
      },
    );
    return { count, secondsLeft };
  }

  /** Counts one hit; past the limit, refuses it with 429 until the window ends. */
  async consume(limit: RateLimit, subject: string): Promise<void> {
    const { count, secondsLeft } = await this.hit(limit, subject);
    if (count > limit.max) throw tooManyAttempts(secondsLeft);
  }

  /** Refuses with 429 when any subject already used up its limit, without counting a hit. */
  async assertNotExceeded(limit: RateLimit, subjects: string[]): Promise<void> {
    const keys = subjects.map((subject) => this.key(limit, subject));
    const counts = await this.redis.mget(...keys);
    const exceeded = keys.filter((_, index) => Number(counts[index] ?? 0) >= limit.max);
    if (exceeded.length === 0) return;
    const ttls = await Promise.all(exceeded.map((key) => this.redis.ttl(key)));
    throw tooManyAttempts(Math.max(...ttls));
  }

  async clear(limit: RateLimit, subject: string): Promise<void> {
    await this.redis.del(this.key(limit, subject));
  }
}
