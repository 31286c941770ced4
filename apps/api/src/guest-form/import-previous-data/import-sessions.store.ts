import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { REDIS } from '../../infrastructure';

/** A selection handle and its code both live 10 minutes. */
export const IMPORT_SELECTION_TTL_SECONDS = 10 * 60;
export const IMPORT_CODE_TTL_SECONDS = 10 * 60;
/** Guesses per code: the sixth is refused even when right. */
export const IMPORT_CODE_MAX_ATTEMPTS = 5;

/**
 * What an opaque selectedGuestId stands for. The earlier reservation's id is a guest link, so
 * it never leaves the server; only the handle does.
 */
export type ImportSelection = {
  accountId: string;
  currentReservationId: string;
  /** The booking source of the current reservation's link, checked at the lookup. */
  source: string;
  earlierReservationId: string;
  /** 'main' or the earlier reservation's additional guest key. */
  guest: string;
};

export type CodeCheck = 'ok' | 'invalid' | 'expired';

export const importSelectionKey = (prefix: string, handle: string): string =>
  `${prefix}:import:selection:${handle}`;
export const importCodeKey = (prefix: string, handle: string): string =>
  `${prefix}:import:code:${handle}`;

// One round trip decides a guess: count it, refuse past the limit, and consume a right code so
// two requests with it cannot both succeed.
const CHECK_CODE = `
local stored = redis.call('HGET', KEYS[1], 'hash')
if not stored then return 'expired' end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
if attempts > tonumber(ARGV[2]) then return 'expired' end
if stored ~= ARGV[1] then return 'invalid' end
redis.call('DEL', KEYS[1])
return 'ok'`;

const isSelection = (value: unknown): value is ImportSelection => {
  const fields = ['accountId', 'currentReservationId', 'source', 'earlierReservationId', 'guest'];
  return (
    typeof value === 'object' &&
    value !== null &&
    fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
};

/** Selection handles and hashed import codes in Redis, both expiring on their own. */
@Injectable()
export class ImportSessionsStore {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) config: Config,
  ) {
    this.prefix = config.REDIS_PREFIX;
  }

  async select(selection: ImportSelection): Promise<string> {
    const handle = randomBytes(18).toString('base64url');
    await this.redis.set(
      importSelectionKey(this.prefix, handle),
      JSON.stringify(selection),
      'EX',
      IMPORT_SELECTION_TTL_SECONDS,
    );
    return handle;
  }

  async selection(handle: string): Promise<ImportSelection | null> {
    const stored = await this.redis.get(importSelectionKey(this.prefix, handle));
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    return isSelection(parsed) ? parsed : null;
  }

  /** A new code replaces the handle's earlier one, with its attempts counted from zero. */
  async storeCode(handle: string, codeHash: string): Promise<void> {
    const key = importCodeKey(this.prefix, handle);
    await this.redis
      .multi()
      .del(key)
      .hset(key, { hash: codeHash, attempts: 0 })
      .expire(key, IMPORT_CODE_TTL_SECONDS)
      .exec();
  }

  async dropCode(handle: string): Promise<void> {
    await this.redis.del(importCodeKey(this.prefix, handle));
  }

  async checkCode(handle: string, codeHash: string): Promise<CodeCheck> {
    const result = await this.redis.eval(
      CHECK_CODE,
      1,
      importCodeKey(this.prefix, handle),
      codeHash,
      IMPORT_CODE_MAX_ATTEMPTS,
    );
    return result === 'ok' || result === 'invalid' ? result : 'expired';
  }
}
