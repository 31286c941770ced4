import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../accounts';

const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether a token's user may still act: it exists and is active, and so is its owner for a
 * sub-user. Tokens live up to JWT_TTL_SECONDS; this ends a deactivated or deleted user's
 * session within TTL_MS instead, at the cost of one indexed lookup per user every TTL_MS.
 */
@Injectable()
export class ActiveUsers {
  private readonly cache = new Map<string, { active: boolean; until: number }>();

  constructor(private readonly users: UsersRepository) {}

  async isActive(userId: string): Promise<boolean> {
    const cached = this.cache.get(userId);
    if (cached && cached.until > Date.now()) return cached.active;
    const active = await this.users.isActiveWithOwner(userId);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(userId, { active, until: Date.now() + TTL_MS });
    return active;
  }
}
