import { Injectable } from '@nestjs/common';
import { accessReleaseHoursOf } from '@chegada/contracts';
import { TablesRepository } from '../infrastructure';

// The settings module owns this table; only the column read here. Importing that module
// would close a cycle (its controller needs auth, and auth answers the session user).
type LeadTimeTables = {
  account_settings: { account_id: string; settings: Record<string, unknown> };
};

/** The account's door-code lead time, which the session's company tells the keys page. */
@Injectable()
export class AccountLeadTimeRepository extends TablesRepository<LeadTimeTables> {
  /** Hours before check-in the account's door codes show from (§9's 2 until the owner sets it). */
  async accessReleaseHours(accountId: string): Promise<number> {
    const row = await this.db
      .selectFrom('account_settings')
      .select('settings')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return accessReleaseHoursOf(row?.settings);
  }
}
