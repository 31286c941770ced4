import { hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import type {
  FnrhConnectionTest,
  FnrhSettings,
  FnrhSettingsSaved,
  FnrhSettingsUpdate,
} from '@chegada/contracts';
import { openValue, resolveMasterKey, sealValue } from '@chegada/personal-data';
import { AppError } from '../../common';
import { FnrhClient, FnrhFailed } from './fnrh.client';
import { FnrhRepository, type FnrhAccount } from './fnrh.repository';

const OFF: FnrhSettings = {
  enabled: false,
  trigger: 'approval',
  user: '',
  operatorCpf: '',
  apiKeySet: false,
};

/**
 * A host's FNRH Digital opt-in (issue 32): the user and API key FNRH generated, the key sealed
 * at rest under a key derived from the master key and bound to the account (as the Stays
 * secret is), and the operator's CPF. Builds the client the host's calls go through.
 */
@Injectable()
export class FnrhAccounts {
  private readonly key: Buffer;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly repository: FnrhRepository,
  ) {
    const master = resolveMasterKey(config.DATA_ENCRYPTION_KEY);
    this.key = Buffer.from(hkdfSync('sha256', master, 'chegada', 'fnrh-secrets', 32));
  }

  async settings(accountId: string): Promise<FnrhSettings> {
    const account = await this.repository.account(accountId);
    if (!account) return OFF;
    const { apiKeySealed: _key, ...shown } = account;
    return { ...shown, apiKeySet: true };
  }

  /**
   * A blank key keeps the stored one; with none stored, a key is asked for. While FNRH is on,
   * the credentials are tried first (as the connection test does): refused, nothing is kept;
   * unanswered, they are kept and the answer says they could not be checked, so FNRH's
   * downtime never holds the host up.
   */
  async update(accountId: string, update: FnrhSettingsUpdate): Promise<FnrhSettingsSaved> {
    const stored = await this.repository.account(accountId);
    if (!update.apiKey && !stored)
      throw new AppError('VALIDATION_FAILED', [{ field: 'apiKey', key: 'validation.required' }]);
    const account: FnrhAccount = {
      enabled: update.enabled,
      trigger: update.trigger,
      user: update.user,
      operatorCpf: update.operatorCpf,
      apiKeySealed: update.apiKey
        ? sealValue(this.key, accountId, update.apiKey).$sealed
        : (stored?.apiKeySealed ?? ''),
    };
    const connection = account.enabled ? await this.check(accountId, account) : null;
    if (connection?.failure?.code === 'unauthorized')
      throw new AppError('VALIDATION_FAILED', [
        { field: 'apiKey', key: 'settings.fnrhCredentialsRefused' },
      ]);
    await this.repository.saveAccount(accountId, account);
    return { ...(await this.settings(accountId)), connection };
  }

  /** Asks FNRH for a domain list with the stored credentials: FNRH takes them or says why not. */
  async test(accountId: string): Promise<FnrhConnectionTest> {
    const account = await this.repository.account(accountId);
    if (!account) throw new AppError('NOT_FOUND');
    return this.check(accountId, account);
  }

  private async check(accountId: string, account: FnrhAccount): Promise<FnrhConnectionTest> {
    try {
      await this.clientOf(accountId, account).domain('reservas/situacoes');
      return { ok: true, failure: null };
    } catch (error) {
      if (!(error instanceof FnrhFailed)) throw error;
      return { ok: false, failure: { ...error.failure, at: new Date().toISOString() } };
    }
  }

  /** The host's account and client while FNRH is on; undefined when it is off. */
  async activeClient(accountId: string) {
    const account = await this.repository.account(accountId);
    if (!account?.enabled) return undefined;
    return { account, client: this.clientOf(accountId, account) };
  }

  private clientOf(accountId: string, account: FnrhAccount): FnrhClient {
    return new FnrhClient({
      apiUrl: this.config.FNRH_API_URL,
      user: account.user,
      apiKey: String(openValue(this.key, accountId, { $sealed: account.apiKeySealed })),
      operatorCpf: account.operatorCpf,
    });
  }
}
