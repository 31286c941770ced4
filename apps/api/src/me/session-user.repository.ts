import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { CompaniesTables, CompanyRow, SubscriptionRow } from '../companies';
import { DATABASE } from '../infrastructure';

/** Reads what GET /api/me shows of an account: its company and latest subscription. */
@Injectable()
export class SessionUserRepository {
  private readonly db: Kysely<CompaniesTables>;

  constructor(@Inject(DATABASE) database: Kysely<unknown>) {
    this.db = database.withTables<CompaniesTables>();
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
