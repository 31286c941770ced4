import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE, TablesRepository } from '../infrastructure';
import { SessionRevocations } from './session-revocations';

// What an account holds under its id, besides its guests' data (which the reservations' own
// removals shred): settings, credentials of its integrations, its properties (their contacts,
// places, feeds and listings go with them), templates and the guests' document index.
const ACCOUNT_TABLES = [
  'account_settings',
  'booking_feeds',
  'booking_imports',
  'fnrh_accounts',
  'guest_document_index',
  'idempotency_keys',
  'lock_passcodes',
  'lock_test_codes',
  'message_templates',
  'residences',
  'retention_settings',
  'stays_connections',
  'ttlock_accounts',
] as const;

/**
 * A cancelled account's own rows, erased when its retention ends (spec §9: everything of a
 * cancelled account at most 5 years after its cancellation): the tables above and the company
 * deleted, the sub-users deleted, and the owner's row kept only as an id (the billing ledger
 * names it) with no name, address, phone, picture or password, its sessions ended. Erasing
 * again changes nothing.
 */
@Injectable()
export class AccountErasure extends TablesRepository<Record<string, never>> {
  constructor(
    @Inject(DATABASE) database: Kysely<unknown>,
    private readonly sessions: SessionRevocations,
  ) {
    super(database);
  }

  async erase(accountId: string, at: Date): Promise<void> {
    const version = await this.db.transaction().execute(async (trx) => {
      for (const table of ACCOUNT_TABLES)
        await sql`delete from ${sql.table(table)} where account_id = ${accountId}`.execute(trx);
      await sql`delete from companies where owner_id = ${accountId}`.execute(trx);
      await sql`delete from subscriptions where owner_id = ${accountId}`.execute(trx);
      await sql`delete from users where owner_id = ${accountId}`.execute(trx);
      await sql`delete from password_reset_tokens where user_id = ${accountId}`.execute(trx);
      await sql`
        update users
           set name = '', email = ${`erased-${accountId}@erased.invalid`}, phone = null,
               image = null, password_hash = '!', active = false,
               token_version = token_version + 1, erased_at = ${at}, updated_at = ${at}
         where id = ${accountId} and erased_at is null`.execute(trx);
      const { rows } = await sql<{ token_version: number }>`
        select token_version from users where id = ${accountId}`.execute(trx);
      return rows[0]?.token_version;
    });
    // Every API process reads the sessions' copy in Redis: raise it too, or a token used before
    // the erasure would still be let in until the copy expires.
    if (version !== undefined) await this.sessions.revokeAll(accountId, version);
  }
}
