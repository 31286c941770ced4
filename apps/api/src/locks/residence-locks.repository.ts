import { Injectable } from '@nestjs/common';

import { TablesRepository } from '../infrastructure';
import type { ResidencesTables } from '../residences';

/** The residences table, which the residences module writes; this module reads it. */
type ResidenceLockTables = Pick<ResidencesTables, 'residences'>;

/** The smart lock (or manual door code) of a property, as the locks module reads it. */
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
  /** The manual door code of a property without a smart lock, sealed (DoorCodeSeal). */
  doorCode: string | null;
};

/**
 * What the locks module reads of a property: which TTLock lock opens it and the stay's times.
 * Read here rather than through residences, whose module imports reservations, which read the
 * locks; the residences module alone writes the table (the lock too, PUT /api/locks/residences/:id).
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
        'door_code',
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
        doorCode: row.door_code,
      }
    );
  }
}
