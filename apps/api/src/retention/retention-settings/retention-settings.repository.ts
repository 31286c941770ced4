import { Injectable } from '@nestjs/common';
import { defaultRetentionSettings, type RetentionSettings } from '@chegada/contracts';
import { TablesRepository } from '../../infrastructure';

type RetentionSettingsTables = {
  retention_settings: {
    account_id: string;
    biometric_days: number;
    personal_data_months: number;
    updated_at: Date;
  };
};

/** retention_settings: an account's periods; without a row, the defaults. */
@Injectable()
export class RetentionSettingsRepository extends TablesRepository<RetentionSettingsTables> {
  async find(accountId: string): Promise<RetentionSettings> {
    const row = await this.db
      .selectFrom('retention_settings')
      .select(['biometric_days', 'personal_data_months'])
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row
      ? { biometricDays: row.biometric_days, personalDataMonths: row.personal_data_months }
      : defaultRetentionSettings;
  }

  async save(accountId: string, settings: RetentionSettings): Promise<RetentionSettings> {
    await this.upsertRow(
      'retention_settings',
      { account_id: accountId },
      {
        biometric_days: settings.biometricDays,
        personal_data_months: settings.personalDataMonths,
        updated_at: new Date(),
      },
    );
    return this.find(accountId);
  }
}
