import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { withAdvisoryLock } from '@chegada/database';
import { AppError } from '../common';
import { PG_POOL } from '../infrastructure';
import { ReservationStreamReader } from '../reservation-stream';
import { ResidenceLocksRepository } from './residence-locks.repository';
import { classifyFailure, type ClassifiedFailure } from './lock-failures';
import { stepsTo, wantedCode, type LockStep } from './lock-passcode-plan';
import {
  LockPasscodesRepository,
  type CodeOnLock,
  type LockFailure,
} from './lock-passcodes.repository';
import { TTLockAccounts } from './ttlock-accounts';
import { addFreshCode } from './fresh-code';

/** Thrown after the failure is recorded, so the worker tries again with backoff. */
export class LockStillFailing extends Error {
  constructor(readonly failure: LockFailure) {
    super(`Lock call failed: ${failure.key} (${failure.code ?? 'no code'})`);
    this.name = 'LockStillFailing';
  }
}

/**
 * Brings a reservation's lock in line with the reservation as it is now: an approved stay has
 * one period code from check-in to check-out; any other status has none. Every event that may
 * change that runs this, so jobs that run late or out of order still converge, and a run on
 * an unchanged reservation makes no call.
 */
@Injectable()
export class LockPasscodes {
  constructor(
    private readonly stream: ReservationStreamReader,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly accounts: TTLockAccounts,
    private readonly residences: ResidenceLocksRepository,
    private readonly records: LockPasscodesRepository,
  ) {}

  /** `accountId`: only a reservation of this account (the host's retry); else any. */
  async reconcile(reservationId: string, accountId?: string): Promise<void> {
    await this.exclusively(reservationId, () => this.reconcileNow(reservationId, accountId));
  }

  private async reconcileNow(reservationId: string, accountId?: string): Promise<void> {
    const { state: reservation, revision } = await this.stream.state(reservationId);
    if (reservation.kind === 'none' || (accountId && reservation.accountId !== accountId)) {
      if (accountId) throw new AppError('NOT_FOUND');
      return;
    }
    const residence = await this.residences.lockOf(reservation.residenceId);
    const record = await this.records.find(reservationId);
    const steps = stepsTo(record?.onLock ?? null, wantedCode(reservation, residence));
    let onLock = record?.onLock ?? null;
    let failed: ClassifiedFailure | null = null;
    try {
      for (const step of steps)
        onLock = await this.apply(reservation.accountId, reservationId, step);
    } catch (error) {
      failed = classifyFailure(error);
      if (!failed) throw error;
    }
    const failure = failed && { code: failed.code, key: failed.key };
    // Nothing to record for a reservation that never needed the lock.
    if (record || steps.length > 0)
      await this.records.save({
        reservationId,
        accountId: reservation.accountId,
        onLock,
        failure,
        revision,
      });
    if (failed?.retry) throw new LockStillFailing({ code: failed.code, key: failed.key });
  }

  /** One call to TTLock; answers what the lock holds after it. */
  private apply(
    accountId: string,
    reservationId: string,
    step: LockStep,
  ): Promise<CodeOnLock | null> {
    return this.accounts.withToken(accountId, async (client, token) => {
      switch (step.kind) {
        case 'delete':
          await client.deletePasscode(token, step.code.lockId, step.code.keyboardPwdId);
          return null;
        case 'change':
          await client.changePasscode(
            token,
            step.code.lockId,
            step.code.keyboardPwdId,
            step.period,
          );
          return {
            ...step.code,
            startAt: new Date(step.period.startDate),
            endAt: new Date(step.period.endDate),
          };
        case 'add':
          return addFreshCode(client, token, {
            lockId: step.lockId,
            name: `Chegada ${reservationId.slice(0, 8)}`,
            period: step.period,
          });
      }
    });
  }

  /** One run per reservation at a time, across workers: two jobs never add two codes. */
  private exclusively<Result>(reservationId: string, run: () => Promise<Result>): Promise<Result> {
    return withAdvisoryLock(this.pool, `lock-passcode:${reservationId}`, run);
  }
}
