import { Injectable } from '@nestjs/common';
import { TablesRepository } from '../infrastructure';
import type { LockFailure } from './lock-passcodes.repository';
import type { LocksTables } from './locks.tables';

/** A test code put on a lock, until the worker has deleted it (lock_test_codes). */
export type TestCodeRecord = {
  id: string;
  accountId: string;
  residenceId: string;
  lockId: string;
  keyboardPwdId: number;
  removeAt: Date;
  removedAt: Date | null;
  /** The last deletion's failure, and whether the worker tries again. */
  failure: (LockFailure & { retrying: boolean }) | null;
};

type Row = {
  id: string;
  account_id: string;
  residence_id: string;
  lock_id: string;
  keyboard_pwd_id: string;
  remove_at: Date;
  removed_at: Date | null;
  error_code: number | null;
  error_key: string | null;
  retrying: boolean;
};

const recordOf = (row: Row): TestCodeRecord => ({
  id: row.id,
  accountId: row.account_id,
  residenceId: row.residence_id,
  lockId: row.lock_id,
  keyboardPwdId: Number(row.keyboard_pwd_id),
  removeAt: row.remove_at,
  removedAt: row.removed_at,
  failure: row.error_key
    ? { code: row.error_code, key: row.error_key, retrying: row.retrying }
    : null,
});

/** Where the test codes wait for their deletion, and how the last attempt ended. */
@Injectable()
export class TestCodeRecords extends TablesRepository<Pick<LocksTables, 'lock_test_codes'>> {
  async add(code: Omit<TestCodeRecord, 'id' | 'removedAt' | 'failure'>): Promise<string> {
    const { id } = await this.db
      .insertInto('lock_test_codes')
      .values({
        account_id: code.accountId,
        residence_id: code.residenceId,
        lock_id: code.lockId,
        keyboard_pwd_id: code.keyboardPwdId,
        remove_at: code.removeAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async find(id: string): Promise<TestCodeRecord | undefined> {
    const row = await this.findRow('lock_test_codes', { id });
    return row && recordOf(row);
  }

  /** The property's latest test code, of this account only. */
  async latest(accountId: string, residenceId: string): Promise<TestCodeRecord | undefined> {
    const row = await this.db
      .selectFrom('lock_test_codes')
      .selectAll()
      .where('residence_id', '=', residenceId)
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && recordOf(row);
  }

  async removed(id: string): Promise<void> {
    await this.db
      .updateTable('lock_test_codes')
      .set({ removed_at: new Date(), error_code: null, error_key: null, retrying: false })
      .where('id', '=', id)
      .execute();
  }

  async failed(id: string, failure: LockFailure, retrying: boolean): Promise<void> {
    await this.db
      .updateTable('lock_test_codes')
      .set({ error_code: failure.code, error_key: failure.key, retrying })
      .where('id', '=', id)
      .execute();
  }
}
