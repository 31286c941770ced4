import { createHash } from 'node:crypto';

/** The TTLock Open API's error numbers this product names (integrations.md). */
export const TTLOCK_ERRORS = {
  INVALID_TOKEN: 10004,
  NO_GATEWAY: -2012,
  GATEWAY_OFFLINE: -3002,
  GATEWAY_BUSY: -3003,
  DUPLICATE_CODE: -3007,
  TOO_MANY_CODES: -3009,
  LOCK_OFFLINE: -3036,
} as const;

/** An answer with a non-zero errcode, or a call that never got one (code null). */
export class TTLockError extends Error {
  constructor(
    readonly code: number | null,
    message: string,
  ) {
    super(`TTLock ${code ?? 'unreachable'}: ${message}`);
    this.name = 'TTLockError';
  }
}

export type TTLockApp = { apiUrl: string; clientId: string; clientSecret: string };

export type TTLockTokens = {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working. */
  expiresAt: Date;
  uid: number | null;
};

export type TTLockLock = {
  lockId: number;
  lockAlias?: string;
  lockName?: string;
  hasGateway?: number;
  electricQuantity?: number;
};

/** A period passcode: valid from start to end (ms since the epoch, whole minutes). */
export type Period = { startDate: number; endDate: number };

const TIMEOUT_MS = 15_000;
const PAGE_SIZE = 100;

/** The lowercase MD5 the OAuth endpoint expects instead of the password itself. */
export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/**
 * The calls of the TTLock Open API the product makes: form-urlencoded POSTs signed with the
 * application's clientId, the host's accessToken and the current time (`date`, ms), which the
 * API accepts within ±5 minutes.
 */
export class TTLockClient {
  constructor(
    private readonly app: TTLockApp,
    private readonly now: () => number = Date.now,
  ) {}

  /** The host's TTLock app account exchanged for tokens; the password never leaves this call. */
  logIn(username: string, password: string): Promise<TTLockTokens> {
    return this.token({ username, password: md5(password) });
  }

  refresh(refreshToken: string): Promise<TTLockTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async locks(accessToken: string): Promise<TTLockLock[]> {
    const locks: TTLockLock[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await this.call<{ list?: TTLockLock[]; pages?: number }>(
        '/v3/lock/list',
        accessToken,
        { pageNo, pageSize: PAGE_SIZE },
      );
      locks.push(...(page.list ?? []));
      if (pageNo >= (page.pages ?? 1)) return locks;
    }
  }

  /** A custom period code added through the gateway (keyboardPwdType 3, addType 2). */
  async addPasscode(
    accessToken: string,
    lockId: string,
    code: string,
    name: string,
    period: Period,
  ): Promise<number> {
    const answer = await this.call<{ keyboardPwdId?: number }>('/v3/keyboardPwd/add', accessToken, {
      lockId,
      keyboardPwd: code,
      keyboardPwdName: name,
      keyboardPwdType: 3,
      ...period,
      addType: 2,
    });
    if (typeof answer.keyboardPwdId !== 'number')
      throw new TTLockError(null, 'no keyboardPwdId in the answer');
    return answer.keyboardPwdId;
  }

  async changePasscode(
    accessToken: string,
    lockId: string,
    keyboardPwdId: number,
    period: Period,
  ): Promise<void> {
    await this.call('/v3/keyboardPwd/change', accessToken, {
      lockId,
      keyboardPwdId,
      ...period,
      changeType: 2,
    });
  }

  async deletePasscode(accessToken: string, lockId: string, keyboardPwdId: number): Promise<void> {
    await this.call('/v3/keyboardPwd/delete', accessToken, {
      lockId,
      keyboardPwdId,
      deleteType: 2,
    });
  }

  private async token(fields: Record<string, string>): Promise<TTLockTokens> {
    const answer = await this.post<{
      access_token?: string;
      refresh_token?: string;
      expires_in?: number;
      uid?: number;
    }>('/oauth2/token', {
      clientId: this.app.clientId,
      clientSecret: this.app.clientSecret,
      ...fields,
    });
    if (!answer.access_token || !answer.refresh_token)
      throw new TTLockError(null, 'no token in the answer');
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: new Date(this.now() + (answer.expires_in ?? 0) * 1000),
      uid: answer.uid ?? null,
    };
  }

  private call<Answer>(
    path: string,
    accessToken: string,
    fields: Record<string, string | number>,
  ): Promise<Answer> {
    return this.post<Answer>(path, {
      clientId: this.app.clientId,
      accessToken,
      ...fields,
      date: this.now(),
    });
  }

  private async post<Answer>(
    path: string,
    fields: Record<string, string | number>,
  ): Promise<Answer> {
    const body = new URLSearchParams(
      Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]),
    );
    let response: Response;
    try {
      response = await fetch(new URL(path, this.app.apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new TTLockError(null, error instanceof Error ? error.message : String(error));
    }
    const answer = (await response.json().catch(() => ({}))) as Answer & {
      errcode?: number;
      errmsg?: string;
    };
    if (typeof answer.errcode === 'number' && answer.errcode !== 0)
      throw new TTLockError(answer.errcode, answer.errmsg ?? '');
    if (!response.ok) throw new TTLockError(null, `HTTP ${response.status}`);
    return answer;
  }
}
