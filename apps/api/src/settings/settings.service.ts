import { Injectable } from '@nestjs/common';
import {
  accountSettingsSchema,
  defaultAccountSettings,
  type AccountSettings,
  type AccountSettingsUpdate,
} from '@chegada/contracts';
import { type AuthenticatedUser, AppError, YupValidationPipe } from '../common';
import { SettingsRepository, type StoredSettings } from './settings.repository';

/** The settings as the API shows them: `id` is the account's (its store owner's user id). */
export type SettingsView = AccountSettings & { id: string };

const settingsNames = Object.keys(defaultAccountSettings);

/** The stored fields that still exist, over the defaults of the fields never saved. */
const withDefaults = (stored: StoredSettings = {}): Record<string, unknown> => ({
  ...defaultAccountSettings,
  ...Object.fromEntries(Object.entries(stored).filter(([name]) => settingsNames.includes(name))),
});

@Injectable()
export class SettingsService {
  private readonly validator = new YupValidationPipe(accountSettingsSchema);

  constructor(private readonly settings: SettingsRepository) {}

  async get(caller: AuthenticatedUser): Promise<SettingsView> {
    return { id: caller.accountId, ...(await this.ofAccount(caller.accountId)) };
  }

  /** The account's settings, the defaults where its owner changed nothing. */
  async ofAccount(accountId: string): Promise<AccountSettings> {
    return this.validator.transform(withDefaults(await this.settings.find(accountId)));
  }

  /** Applies the changed fields; the result is validated as a whole (e.g. default language). */
  async update(
    caller: AuthenticatedUser,
    id: string,
    changes: AccountSettingsUpdate,
  ): Promise<SettingsView> {
    if (id !== caller.accountId) throw new AppError('NOT_FOUND');
    const settings = await this.settings.update(caller.accountId, (stored) =>
      this.validator.transform({ ...withDefaults(stored), ...definedOnly(changes) }),
    );
    return { id: caller.accountId, ...settings };
  }
}

/** A field sent as null clears it; a field not sent keeps its value. */
const definedOnly = (changes: AccountSettingsUpdate): Partial<AccountSettings> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
