import { Injectable } from '@nestjs/common';
import type { ColumnType } from 'kysely';
import { TablesRepository } from '../infrastructure';

/** The stored object: whatever was valid when written (validated again on read). */
export type StoredSettings = Record<string, unknown>;

type SettingsTables = {
  account_settings: {
    account_id: string;
    settings: ColumnType<StoredSettings, string, string>;
    updated_at: ColumnType<Date, never, Date>;
  };
};

@Injectable()
export class SettingsRepository extends TablesRepository<SettingsTables> {
  find(accountId: string): Promise<StoredSettings | undefined> {
    return this.findValue('account_settings', 'settings', { account_id: accountId });
  }

  /**
   * Stores what `change` makes of the current object, holding the row lock meanwhile, so two
   * owners' tabs saving different fields at once both keep their change.
   */
  async update<T extends StoredSettings>(
    accountId: string,
    change: (stored: StoredSettings) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('account_settings')
        .values({ account_id: accountId, settings: '{}' })
        .onConflict((conflict) => conflict.column('account_id').doNothing())
        .execute();
      const { settings } = await trx
        .selectFrom('account_settings')
        .select('settings')
        .where('account_id', '=', accountId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const next = await change(settings);
      await trx
        .updateTable('account_settings')
        .set({ settings: JSON.stringify(next), updated_at: new Date() })
        .where('account_id', '=', accountId)
        .execute();
      return next;
    });
  }
}
