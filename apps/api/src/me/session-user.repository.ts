import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { UserRow, UsersTable } from '../accounts/users.table';
import type { CompaniesTables, CompanyRow, SubscriptionRow } from '../companies/companies.tables';
import { DATABASE } from '../infrastructure/tokens';

/** Reads what GET /api/me shows: the user, its account's company and latest subscription. */
@Injectable()
export class SessionUserRepository {
  private readonly db: Kysely<UsersTable & CompaniesTables>;

  constructor(@Inject(DATABASE) database: Kysely<unknown>) {
    this.db = database.withTables<UsersTable & CompaniesTables>();
  }

  findActiveUser(id: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', true)
      .executeTakeFirst();
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
