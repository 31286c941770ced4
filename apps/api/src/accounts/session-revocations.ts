import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { REDIS } from '../infrastructure';
import { UsersRepository } from './users.repository';

// Raises the key to ARGV[1] and never lowers it, so a stale read written late cannot undo a
// revocation; answers the value kept.
const RAISE_TO = `
local kept = tonumber(redis.call('GET', KEYS[1]) or '-1')
local wanted = tonumber(ARGV[1])
if wanted > kept then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  return wanted
end
return kept`;

/** A token as the auth guard checks it against revocations. */
export type TokenStamp = { userId: string; version: number; tokenId: string };

/**
 * Which sessions have ended. PostgreSQL keeps each user's token version (raised to end all
 * their sessions); Redis keeps a copy every API process reads on each request, one MGET, so
 * an ended session is refused at once everywhere. A single logged-out token (its jti) is
 * listed in Redis until it would have expired.
 */
@Injectable()
export class SessionRevocations {
  constructor(
    private readonly users: UsersRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async isRevoked({ userId, version, tokenId }: TokenStamp): Promise<boolean> {
    const [kept, loggedOut] = await this.redis.mget(
      this.versionKey(userId),
      this.tokenKey(tokenId),
    );
    if (loggedOut !== null) return true;
    const current = kept === null ? await this.refresh(userId) : Number(kept);
    return version < current;
  }

  /** Ends every session of the user: call after raising its token version in PostgreSQL. */
  async revokeAll(userId: string, version: number): Promise<void> {
    await this.raiseTo(userId, version);
  }

  /** Ends the session of one token, which expires on its own in `secondsLeft`. */
  async revokeToken(tokenId: string, secondsLeft: number): Promise<void> {
    if (secondsLeft > 0) await this.redis.set(this.tokenKey(tokenId), '1', 'EX', secondsLeft);
  }

  private async refresh(userId: string): Promise<number> {
    const version = await this.users.tokenVersion(userId);
    return version === undefined ? Number.POSITIVE_INFINITY : this.raiseTo(userId, version);
  }

  private async raiseTo(userId: string, version: number): Promise<number> {
    // Kept as long as a token lives: an older token has expired by the time the copy does.
    const ttl = this.config.JWT_TTL_SECONDS;
    return Number(await this.redis.eval(RAISE_TO, 1, this.versionKey(userId), version, ttl));
  }

  private versionKey(userId: string): string {
    return `${this.config.REDIS_PREFIX}:session-version:${userId}`;
  }

  private tokenKey(tokenId: string): string {
    return `${this.config.REDIS_PREFIX}:revoked-token:${tokenId}`;
  }
}
