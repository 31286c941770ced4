import { Injectable } from '@nestjs/common';
import { translate, type Locale } from '@chegada/contracts';
import { ReservationStatus, type ExistingReservation } from '@chegada/domain';
import { failureMessage } from './lock-passcode-view';
import { LockPasscodesRepository } from './lock-passcodes.repository';
import { ResidenceLocksRepository } from './residence-locks.repository';

/**
 * PUT /api/stays/extendCheckoutForm's newPasscode. The worker moves the code (the
 * lock-passcode effect), so the answer waits a few seconds for it: success once the lock took
 * the new dates, the host's message when TTLock refused, and `pending` when the worker has not
 * finished yet (the outcome then shows on the reservation, lockPasscode).
 */
export type NewPasscodeAnswer = { success: boolean; message: string; pending: boolean };

const WAIT_MS = 5_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Injectable()
export class NewPasscodeAnswers {
  constructor(
    private readonly records: LockPasscodesRepository,
    private readonly residences: ResidenceLocksRepository,
  ) {}

  /** null when the extension asks nothing of a lock (not approved, or no lock on the property). */
  async afterExtension(
    reservation: ExistingReservation,
    revision: number,
    locale: Locale,
  ): Promise<NewPasscodeAnswer | null> {
    if (reservation.status !== ReservationStatus.ENDED) return null;
    const residence = await this.residences.lockOf(reservation.residenceId);
    if (!residence?.lockId) return null;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const record = await this.records.find(reservation.reservationId);
      if (record && record.revision >= revision) {
        const { failure } = record;
        return failure
          ? {
              success: false,
              message: failureMessage(locale, failure.key, failure.code),
              pending: false,
            }
          : { success: true, message: translate(locale, 'locks.passcodeReady'), pending: false };
      }
      if (Date.now() >= deadline)
        return {
          success: false,
          message: translate(locale, 'locks.passcodePending'),
          pending: true,
        };
      await sleep(POLL_MS);
    }
  }
}
