import { Injectable } from '@nestjs/common';
import { sql, type ColumnType } from 'kysely';
import { TablesRepository } from '../../../infrastructure';

/** How long a key is remembered: a client retrying a lost answer does so within minutes. */
export const IDEMPOTENCY_TTL_HOURS = 24;
const PURGE_EVERY_MS = 10 * 60 * 1000;

export type StoredAnswer = { statusCode: number; body: unknown; etag: string | null };

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

type IdempotencyTables = {
  idempotency_keys: {
    account_id: string;
    key: string;
    request_fingerprint: string;
    status_code: number | null;
    response: ColumnType<unknown, string | null, string | null>;
    etag: string | null;
    created_at: ColumnType<Date, never, never>;
  };
};

@Injectable()
export class IdempotencyRepository extends TablesRepository<IdempotencyTables> {
  private lastPurge = 0;

  /** Takes the key for this request, or tells what an earlier request with it left. */
  async claim(accountId: string, key: string, fingerprint: string): Promise<Claim> {
    await this.purgeExpired(accountId, key);
    const inserted = await this.db
      .insertInto('idempotency_keys')
      .values({ account_id: accountId, key, request_fingerprint: fingerprint, response: null })
      .onConflict((conflict) => conflict.columns(['account_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return { kind: 'claimed' };
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select(['request_fingerprint', 'status_code', 'response', 'etag'])
      .where((eb) => eb.and({ account_id: accountId, key }))
      .executeTakeFirst();
    if (!row || row.status_code === null) return { kind: 'in_progress' };
    if (row.request_fingerprint !== fingerprint) return { kind: 'mismatch' };
    return {
      kind: 'replay',
      answer: { statusCode: row.status_code, body: row.response, etag: row.etag },
    };
  }

  async complete(accountId: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({
        status_code: answer.statusCode,
        response: answer.body === undefined ? null : JSON.stringify(answer.body),
        etag: answer.etag,
      })
      .where((eb) => eb.and({ account_id: accountId, key }))
      .execute();
  }

  /** Forgets a key whose request failed, so the client may retry it once fixed. */
  async release(accountId: string, key: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where((eb) => eb.and({ account_id: accountId, key }))
      .where('status_code', 'is', null)
      .execute();
  }

  // Lazy expiry: this key always (so it can be reused), every other key now and then. A claim
  // never completed within a minute belongs to a process that died mid-request.
  private async purgeExpired(accountId: string, key: string): Promise<void> {
    const expired = sql<boolean>`created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
    const abandoned = sql<boolean>`status_code is null and created_at < now() - interval '1 minute'`;
    await this.db
      .deleteFrom('idempotency_keys')
      .where((eb) => eb.and({ account_id: accountId, key }))
      .where((eb) => eb.or([expired, abandoned]))
      .execute();
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.db.deleteFrom('idempotency_keys').where(expired).execute();
  }
}
