import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE, TablesRepository } from '../infrastructure';
import { LockSecrets } from './lock-secrets';
import type { LocksTables } from './locks.tables';
import { TTLOCK_ERRORS, TTLockError, type TTLockClient, type TTLockTokens } from './ttlock.client';

export const TTLOCK_CLIENT = Symbol('TTLOCK_CLIENT');

/** A token is refreshed this long before it expires (TTLock's last 90 days). */
const REFRESH_MARGIN_MS = 24 * 3600 * 1000;

export type TTLockConnection = {
  configured: boolean;
  connected: boolean;
  username: string | null;
  connectedAt: Date | null;
  expiresAt: Date | null;
};

/** Why no call could be made: no TTLock application configured, or no account connected. */
export class LocksNotConnected extends Error {
  constructor(readonly reason: 'not-configured' | 'not-connected') {
    super(`Locks ${reason}`);
    this.name = 'LocksNotConnected';
  }
}

/**
 * Each host's TTLock account: the tokens the password was exchanged for, sealed, refreshed
 * before they expire and once more when TTLock calls one invalid (10004).
 */
@Injectable()
export class TTLockAccounts extends TablesRepository<LocksTables> {
  constructor(
    @Inject(DATABASE) database: Kysely<unknown>,
    @Inject(TTLOCK_CLIENT) private readonly client: TTLockClient | null,
    private readonly secrets: LockSecrets,
  ) {
    super(database);
  }

  async connect(accountId: string, username: string, password: string): Promise<void> {
    const tokens = await this.api().logIn(username, password);
    // Connecting again starts a new connection (a refresh does not): the review offers to try
    // a lock again that failed for want of it only once it is newer than the failure.
    await this.save(accountId, tokens, username, new Date());
  }

  async disconnect(accountId: string): Promise<void> {
    await this.db.deleteFrom('ttlock_accounts').where('account_id', '=', accountId).execute();
  }

  async connection(accountId: string): Promise<TTLockConnection> {
    const row = await this.row(accountId);
    return {
      configured: this.client !== null,
      connected: row !== undefined,
      username: row?.username ?? null,
      connectedAt: row?.connected_at ?? null,
      expiresAt: row?.expires_at ?? null,
    };
  }

  /** Runs a call with the host's token; a token TTLock refuses is refreshed and tried again. */
  async withToken<Result>(
    accountId: string,
    call: (client: TTLockClient, accessToken: string) => Promise<Result>,
  ): Promise<Result> {
    const client = this.api();
    try {
      return await call(client, await this.accessToken(accountId, false));
    } catch (error) {
      if (!(error instanceof TTLockError) || error.code !== TTLOCK_ERRORS.INVALID_TOKEN)
        throw error;
      return call(client, await this.accessToken(accountId, true));
    }
  }

  private async accessToken(accountId: string, refresh: boolean): Promise<string> {
    const row = await this.row(accountId);
    if (!row) throw new LocksNotConnected('not-connected');
    const expiring = row.expires_at.getTime() - Date.now() < REFRESH_MARGIN_MS;
    if (!refresh && !expiring) return this.secrets.open(accountId, row.access_token);
    const tokens = await this.api().refresh(this.secrets.open(accountId, row.refresh_token));
    await this.save(accountId, tokens, row.username);
    return tokens.accessToken;
  }

  private api(): TTLockClient {
    if (!this.client) throw new LocksNotConnected('not-configured');
    return this.client;
  }

  private row(accountId: string) {
    return this.findRow('ttlock_accounts', { account_id: accountId });
  }

  private async save(
    accountId: string,
    tokens: TTLockTokens,
    username: string,
    connectedAt?: Date,
  ): Promise<void> {
    const sealed = {
      username,
      ...(connectedAt && { connected_at: connectedAt }),
      access_token: this.secrets.seal(accountId, tokens.accessToken),
      refresh_token: this.secrets.seal(accountId, tokens.refreshToken),
      expires_at: tokens.expiresAt,
    };
    await this.db
      .insertInto('ttlock_accounts')
      .values({ account_id: accountId, ...sealed })
      .onConflict((conflict) =>
        conflict.column('account_id').doUpdateSet({ ...sealed, updated_at: new Date() }),
      )
      .execute();
  }
}
