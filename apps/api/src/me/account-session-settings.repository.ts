import { Injectable } from '@nestjs/common';
import { accessReleaseHoursOf, defaultAccountSettings, locales } from '@chegada/contracts';
import { TablesRepository } from '../infrastructure';

// The settings module owns this table; only the column read here. Importing that module
// would close a cycle (its controller needs auth, and auth answers the session user).
type SessionSettingsTables = {
  account_settings: { account_id: string; settings: Record<string, unknown> };
};

/** The account's settings the console's pages need beside the session user. */
export type SessionSettings = {
  /** Hours before check-in the account's door codes show from (the keys page states it). */
  accessReleaseHours: number;
  /** Whether a new property's form starts with its deposit section open. */
  showDepositStep: boolean;
  /** The languages /u/config offers guests: a new property's form starts with them. */
  guestLanguages: string[];
};

@Injectable()
export class AccountSessionSettingsRepository extends TablesRepository<SessionSettingsTables> {
  /** §9's 2 hours and no deposit section until the owner chooses otherwise. */
  async of(accountId: string): Promise<SessionSettings> {
    const settings = await this.findValue('account_settings', 'settings', {
      account_id: accountId,
    });
    const deposit = settings?.showDepositStep;
    const languages = settings?.guestLanguages;
    const offered = locales.filter(
      (locale) => Array.isArray(languages) && languages.includes(locale),
    );
    return {
      accessReleaseHours: accessReleaseHoursOf(settings),
      showDepositStep:
        typeof deposit === 'boolean' ? deposit : defaultAccountSettings.showDepositStep,
      guestLanguages: offered.length > 0 ? offered : [...defaultAccountSettings.guestLanguages],
    };
  }
}
