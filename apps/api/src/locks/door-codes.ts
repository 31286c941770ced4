import { Inject, Injectable } from '@nestjs/common';
import type { ExistingReservation } from '@chegada/domain';
import { DoorCodeSeal } from './door-code-seal';
import { LockPasscodesRepository } from './lock-passcodes.repository';
import { ResidenceLocksRepository } from './residence-locks.repository';
import type { TTLockClient } from './ttlock.client';
import { TTLOCK_CLIENT } from './ttlock-accounts';

/** Where a stay's door code comes from (reservation-lifecycle.md, "update dynamic password"). */
export type DoorCodeSource = 'reservation' | 'lock' | 'property';

/**
 * The code a guest opens the door with. `pending`: the property's lock has not answered yet
 * (its effect is still running), so a message waiting for the code should try again.
 */
export type DoorCode =
  | { code: string; source: DoorCodeSource; pending: false }
  | { code: null; source: null; pending: boolean };

const NONE: DoorCode = { code: null, source: null, pending: false };

/**
 * The one rule for a stay's door code: the reservation's own (set by the host) first; else the
 * smart lock's when the property has one and this server has TTLock; else the property's manual
 * door code (a lock no code can reach opens as a property without one). The guest page, the
 * door-code message and the host's keys panel all read it here.
 */
@Injectable()
export class DoorCodes {
  constructor(
    private readonly residences: ResidenceLocksRepository,
    private readonly records: LockPasscodesRepository,
    private readonly seal: DoorCodeSeal,
    @Inject(TTLOCK_CLIENT) private readonly ttlock: TTLockClient | null,
  ) {}

  async of(
    reservation: ExistingReservation,
    ownCode: string | null | undefined,
  ): Promise<DoorCode> {
    if (ownCode) return { code: ownCode, source: 'reservation', pending: false };
    const residence = await this.residences.lockOf(reservation.residenceId);
    if (!residence) return NONE;
    if (!residence.lockId || !this.ttlock) {
      const code = this.seal.open(residence.residenceId, residence.doorCode);
      return code ? { code, source: 'property', pending: false } : NONE;
    }
    const record = await this.records.find(reservation.reservationId);
    if (record?.onLock) return { code: record.onLock.code, source: 'lock', pending: false };
    // A failure is the host's to solve (shown on the reservation): nothing will come.
    return { code: null, source: null, pending: !record?.failure };
  }
}
