import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { IMPORT_CODE_DIGITS } from '@chegada/contracts';
import { resolveMasterKey } from '@chegada/personal-data';
import { REDIS } from '../../../infrastructure';

/** A code lives 10 minutes, for 5 guesses: the sixth is refused even when right. */
export const ONE_TIME_CODE_TTL_SECONDS = 10 * 60;
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;

export type CodeCheck = 'ok' | 'invalid' | 'expired';

// Counts the guess and hands back the stored hash; the comparison happens in Node, in
// constant time, since Lua's string compare stops at the first differing byte.
const TAKE_GUESS = `
local stored = redis.call('HGET', KEYS[1], 'hash')
if not stored then return false end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
if attempts > tonumber(ARGV[1]) then return false end
return stored`;

// Spends the code only if it is still the one just checked: a newer code is left alone, and
// of two requests with the right code only one deletes it.
const SPEND = `
if redis.call('HGET', KEYS[1], 'hash') == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const newCode = (): string =>
  String(randomInt(0, 10 ** IMPORT_CODE_DIGITS)).padStart(IMPORT_CODE_DIGITS, '0');

/**
 * 6-digit codes sent to a guest (import of earlier data, unlocking a form's personal data).
 * Redis keeps only an HMAC of each code under a key derived from the personal-data master key,
 * bound to the code's scope, so a stored hash neither reveals the code nor fits another scope.
 */
@Injectable()
export class OneTimeCodes {
  private readonly prefix: string;
  private readonly hashKey: Buffer;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) config: Config,
  ) {
    this.prefix = config.REDIS_PREFIX;
    const master = resolveMasterKey(config.DATA_ENCRYPTION_KEY);
    this.hashKey = Buffer.from(hkdfSync('sha256', master, 'chegada', 'guest-one-time-codes', 32));
  }

  /** The Redis key of a scope's code, e.g. `import:code:<handle>`. */
  keyOf(scope: string): string {
    return `${this.prefix}:${scope}`;
  }

  /** A new code for the scope, replacing its earlier one with the attempts counted from zero. */
  async issue(scope: string): Promise<string> {
    const code = newCode();
    const key = this.keyOf(scope);
    await this.redis
      .multi()
      .del(key)
      .hset(key, { hash: this.hash(scope, code), attempts: 0 })
      .expire(key, ONE_TIME_CODE_TTL_SECONDS)
      .exec();
    return code;
  }

  async drop(scope: string): Promise<void> {
    await this.redis.del(this.keyOf(scope));
  }

  /** One guess: counted, refused past the limit, and a right code is spent. */
  async check(scope: string, code: string): Promise<CodeCheck> {
    const key = this.keyOf(scope);
    const stored = await this.redis.eval(TAKE_GUESS, 1, key, ONE_TIME_CODE_MAX_ATTEMPTS);
    if (typeof stored !== 'string') return 'expired';
    const guess = Buffer.from(this.hash(scope, code));
    const expected = Buffer.from(stored);
    if (guess.length !== expected.length || !timingSafeEqual(guess, expected)) return 'invalid';
    return (await this.redis.eval(SPEND, 1, key, stored)) === 1 ? 'ok' : 'expired';
  }

  private hash(scope: string, code: string): string {
    return createHmac('sha256', this.hashKey).update(`${scope}:${code}`).digest('base64url');
  }
}
