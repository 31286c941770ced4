import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { AppError } from '../../common/errors';
import { REDIS } from '../../infrastructure/tokens';

const MAX_FAILURES = 10;
const WINDOW_SECONDS = 15 * 60;

/**
 * Failed logins counted per account and per IP in Redis: the 11th try within 15 minutes of
 * the first failure is refused with 429, whatever the password, until the window ends.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  private keys(email: string, ip: string): string[] {
    const prefix = `${this.config.REDIS_PREFIX}:login-failures`;
    return [`${prefix}:account:${email.trim().toLowerCase()}`, `${prefix}:ip:${ip}`];
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const counts = await this.redis.mget(...keys);
    const blocked = keys.filter((_, index) => Number(counts[index] ?? 0) >= MAX_FAILURES);
    if (blocked.length === 0) return;
    const ttls = await Promise.all(blocked.map((key) => this.redis.ttl(key)));
    const minutes = Math.max(1, Math.ceil(Math.max(...ttls) / 60));
    throw new AppError('TOO_MANY_ATTEMPTS', [], { minutes });
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const pipeline = this.redis.multi();
    for (const key of this.keys(email, ip)) {
      pipeline.incr(key).expire(key, WINDOW_SECONDS, 'NX');
    }
    await pipeline.exec();
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    const [accountKey] = this.keys(email, ip);
    if (accountKey) await this.redis.del(accountKey);
  }
}
