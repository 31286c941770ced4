import { Injectable } from '@nestjs/common';

import { TablesRepository } from '../infrastructure';

/** The columns of the residences table this module reads, and the two it sets. */
type ResidenceLockTables = {
  residences: {
    id: string;
    account_id: string;
    name: string;
    time_zone: string;
    check_in_time: string;
    check_out_time: string;
    uses_ttlock: boolean;
    lock_id: string | null;
    updated_at: Date;
    archived_at: Date | null;
  };
};

/** The smart lock of a property, as the locks module reads and sets it. */
export type ResidenceLock = {
  residenceId: string;
  accountId: string;
  name: string;
  timeZone: string;
  /** 'HH:mm': the times a stay given as dates alone starts and ends. */
  checkInTime: string;
  checkOutTime: string;
  /** TTLock's lockId when the property opens with a TTLock lock. */
  lockId: string | null;
};

/**
 * The one part of a property the locks module owns: which TTLock lock opens it (the
 * residences table's uses_ttlock and lock_id, which the property form also shows). Kept here
 * rather than in residences, whose module imports reservations, which read the locks.
 */
@Injectable()
export class ResidenceLocksRepository extends TablesRepository<ResidenceLockTables> {
  /** Archived properties too: their reservations still have codes to delete. */
  async lockOf(residenceId: string): Promise<ResidenceLock | undefined> {
    const row = await this.db
      .selectFrom('residences')
      .select([
        'id',
        'account_id',
        'name',
        'time_zone',
        'check_in_time',
        'check_out_time',
        'uses_ttlock',
        'lock_id',
      ])
      .where('id', '=', residenceId)
      .executeTakeFirst();
    return (
      row && {
        residenceId: row.id,
        accountId: row.account_id,
        name: row.name,
        timeZone: row.time_zone,
        checkInTime: row.check_in_time,
        checkOutTime: row.check_out_time,
        lockId: row.uses_ttlock ? row.lock_id : null,
      }
    );
  }

  /** Sets or clears (null) the lock of a property of the account; false when there is none. */
  async setLock(accountId: string, residenceId: string, lockId: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('residences')
      .set({ uses_ttlock: lockId !== null, lock_id: lockId, updated_at: new Date() })
      .where('id', '=', residenceId)
      .where('account_id', '=', accountId)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
