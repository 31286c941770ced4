import { createHmac, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { REDIS } from '../../infrastructure';

/** How long an e-mailed login code works. */
export const LOGIN_CODE_MINUTES = 10;

/** Wrong codes a login code takes before it is void. */
const ATTEMPTS = 5;

// Takes the code if it matches (deleting it: single use); a wrong one counts an attempt, and
// the last allowed attempt voids it. KEYS[1]: the code; ARGV: the hash tried, the attempts.
const REDEEM = `
local kept = redis.call('HGET', KEYS[1], 'hash')
if not kept then return 0 end
if kept == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 1
end
if redis.call('HINCRBY', KEYS[1], 'attempts', 1) >= tonumber(ARGV[2]) then
  redis.call('DEL', KEYS[1])
end
return 0`;

/**
 * One-time login codes, one per (user, address): 6 digits e-mailed, kept in Redis only as an
 * HMAC under JWT_SECRET (so a copy of Redis does not give the 6 digits away), for 10 minutes,
 * used once, void after 5 wrong tries. A newer code for the same pair replaces the older.
 */
@Injectable()
export class LoginCodes {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** A new code for the user at this address; answers the code to e-mail. */
  async issue(userId: string, ip: string): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const key = this.key(userId, ip);
    await this.redis
      .multi()
      .del(key)
      .hset(key, 'hash', this.hash(userId, ip, code), 'attempts', 0)
      .expire(key, LOGIN_CODE_MINUTES * 60)
      .exec();
    return code;
  }

  /** Whether `code` is the user's live code at this address; a right one is used up. */
  async redeem(userId: string, ip: string, code: string): Promise<boolean> {
    const taken = await this.redis.eval(
      REDEEM,
      1,
      this.key(userId, ip),
      this.hash(userId, ip, code),
      ATTEMPTS,
    );
    return Number(taken) === 1;
  }

  private hash(userId: string, ip: string, code: string): string {
    return createHmac('sha256', this.config.JWT_SECRET)
      .update(`login-code|${userId}|${ip}|${code}`)
      .digest('hex');
  }

  private key(userId: string, ip: string): string {
    return `${this.config.REDIS_PREFIX}:login-code:${userId}|${ip}`;
  }
}
