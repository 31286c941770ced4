import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE, TablesRepository } from '../infrastructure';
import { LockSecrets } from './lock-secrets';
import type { LocksTables } from './locks.tables';

/** A passcode on a lock: its TTLock id, the digits and the period it opens. */
export type CodeOnLock = {
  lockId: string;
  keyboardPwdId: number;
  code: string;
  startAt: Date;
  endAt: Date;
};

/** The last attempt's failure: TTLock's errcode (null when unreachable or not connected). */
export type LockFailure = { code: number | null; key: string };

/** What the lock holds for a reservation and how the last attempt to change it ended. */
export type LockPasscodeRecord = {
  reservationId: string;
  accountId: string;
  onLock: CodeOnLock | null;
  failure: LockFailure | null;
  revision: number;
  updatedAt: Date;
};

@Injectable()
export class LockPasscodesRepository extends TablesRepository<LocksTables> {
  constructor(
    @Inject(DATABASE) database: Kysely<unknown>,
    private readonly secrets: LockSecrets,
  ) {
    super(database);
  }

  async find(reservationId: string): Promise<LockPasscodeRecord | undefined> {
    const row = await this.findRow('lock_passcodes', { reservation_id: reservationId });
    if (!row) return undefined;
    const onLock =
      row.lock_id && row.keyboard_pwd_id && row.passcode && row.start_at && row.end_at
        ? {
            lockId: row.lock_id,
            keyboardPwdId: Number(row.keyboard_pwd_id),
            code: this.secrets.open(reservationId, row.passcode),
            startAt: row.start_at,
            endAt: row.end_at,
          }
        : null;
    return {
      reservationId,
      accountId: row.account_id,
      onLock,
      failure: row.error_key ? { code: row.error_code, key: row.error_key } : null,
      revision: row.revision,
      updatedAt: row.updated_at,
    };
  }

  async save(record: Omit<LockPasscodeRecord, 'updatedAt'>): Promise<void> {
    const { onLock, failure } = record;
    const values = {
      account_id: record.accountId,
      lock_id: onLock?.lockId ?? null,
      keyboard_pwd_id: onLock?.keyboardPwdId ?? null,
      passcode: onLock ? this.secrets.seal(record.reservationId, onLock.code) : null,
      start_at: onLock?.startAt ?? null,
      end_at: onLock?.endAt ?? null,
      error_code: failure?.code ?? null,
      error_key: failure?.key ?? null,
      revision: record.revision,
    };
    await this.db
      .insertInto('lock_passcodes')
      .values({ reservation_id: record.reservationId, ...values })
      .onConflict((conflict) =>
        conflict.column('reservation_id').doUpdateSet({ ...values, updated_at: new Date() }),
      )
      .execute();
  }
}
