import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../infrastructure/tokens';
import type { UsersTable } from '../accounts/users.table';

const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether a token's user may still act: it exists and is active, and so is its owner for a
 * sub-user. Tokens live up to JWT_TTL_SECONDS; this ends a deactivated or deleted user's
 * session within TTL_MS instead, at the cost of one indexed lookup per user every TTL_MS.
 */
@Injectable()
export class ActiveUsers {
  private readonly db: Kysely<UsersTable>;
  private readonly cache = new Map<string, { active: boolean; until: number }>();

  constructor(@Inject(DATABASE) database: Kysely<unknown>) {
    this.db = database.withTables<UsersTable>();
  }

  async isActive(userId: string): Promise<boolean> {
    const cached = this.cache.get(userId);
    if (cached && cached.until > Date.now()) return cached.active;
    const row = await this.db
      .selectFrom('users as user')
      .leftJoin('users as owner', 'owner.id', 'user.owner_id')
      .select(sql<boolean>`"user".active and coalesce(owner.active, true)`.as('active'))
      .where('user.id', '=', userId)
      .executeTakeFirst();
    const active = row?.active === true;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(userId, { active, until: Date.now() + TTL_MS });
    return active;
  }
}
