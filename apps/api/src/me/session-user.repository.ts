import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { UsersTable } from '../accounts';
import type { CompaniesTables, CompanyRow, SubscriptionRow } from '../companies';
import { TablesRepository } from '../infrastructure';

/**
 * Reads what GET /api/me shows of an account (its company and latest subscription) and writes
 * what PUT /api/me changes of the user.
 */
@Injectable()
export class SessionUserRepository extends TablesRepository<CompaniesTables & UsersTable> {
  async updateProfile(userId: string, profile: { name: string; phone: string | null }) {
    await this.db
      .updateTable('users')
      .set({ ...profile, updated_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .execute();
  }

  findCompany(accountId: string): Promise<CompanyRow | undefined> {
    return this.db
      .selectFrom('companies')
      .selectAll()
      .where('owner_id', '=', accountId)
      .executeTakeFirst();
  }

  /** The account's subscription that started last. */
  findCurrentSubscription(accountId: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('owner_id', '=', accountId)
      .orderBy('started_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
