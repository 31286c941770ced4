import { Injectable } from '@nestjs/common';
import { AppError } from '../common';
import { ReservationStreamReader } from '../reservation-stream';
import { LockPasscodesRepository, type LockPasscodeRecord } from './lock-passcodes.repository';
import { LockPasscodes, LockStillFailing } from './lock-passcodes.service';
import { LocksNotConnected, TTLockAccounts, type TTLockConnection } from './ttlock-accounts';
import { TTLockError } from './ttlock.client';

/** A lock of the host's TTLock account, as /u/keys/config lists them. */
export type LockItem = {
  lockId: string;
  name: string;
  hasGateway: boolean;
  /** Battery, 0–100, when TTLock knows it. */
  battery: number | null;
};

/** TTLock's refusal of a login (wrong account or password) versus TTLock being unreachable. */
const loginFailure = (error: unknown): unknown => {
  if (error instanceof LocksNotConnected) return asAppError(error);
  if (error instanceof TTLockError && error.code !== null)
    return new AppError('TTLOCK_LOGIN_FAILED');
  return new AppError('TTLOCK_UNAVAILABLE');
};

const asAppError = (error: unknown): unknown => {
  if (error instanceof LocksNotConnected)
    return new AppError(
      error.reason === 'not-configured' ? 'TTLOCK_NOT_CONFIGURED' : 'TTLOCK_NOT_CONNECTED',
    );
  if (error instanceof TTLockError) return new AppError('TTLOCK_UNAVAILABLE');
  return error;
};

/**
 * The host's side of smart locks: connecting TTLock and listing its locks (which lock opens a
 * property is the property's own field, set by the residences module).
 */
@Injectable()
export class LocksService {
  constructor(
    private readonly accounts: TTLockAccounts,
    private readonly passcodes: LockPasscodesRepository,
    private readonly reconciler: LockPasscodes,
    private readonly stream: ReservationStreamReader,
  ) {}

  connection(accountId: string): Promise<TTLockConnection> {
    return this.accounts.connection(accountId);
  }

  async connect(accountId: string, username: string, password: string): Promise<TTLockConnection> {
    await this.accounts.connect(accountId, username, password).catch((error: unknown) => {
      throw loginFailure(error);
    });
    return this.accounts.connection(accountId);
  }

  async disconnect(accountId: string): Promise<TTLockConnection> {
    await this.accounts.disconnect(accountId);
    return this.accounts.connection(accountId);
  }

  async locks(accountId: string): Promise<LockItem[]> {
    const locks = await this.accounts
      .withToken(accountId, (client, token) => client.locks(token))
      .catch((error: unknown) => {
        throw asAppError(error);
      });
    return locks.map((lock) => ({
      lockId: String(lock.lockId),
      name: lock.lockAlias ?? lock.lockName ?? String(lock.lockId),
      hasGateway: lock.hasGateway === 1,
      battery: typeof lock.electricQuantity === 'number' ? lock.electricQuantity : null,
    }));
  }

  /** Tries the lock again now (after connecting TTLock, say); the outcome is recorded. */
  async retry(accountId: string, reservationId: string): Promise<LockPasscodeRecord | undefined> {
    await this.reconciler.reconcile(reservationId, accountId).catch((error: unknown) => {
      if (!(error instanceof LockStillFailing)) throw error;
    });
    return this.passcodeOf(accountId, reservationId);
  }

  /**
   * The account's reservation's lock record, null while nothing was asked of a lock (no lock,
   * not approved yet): the normal case, not an error. Another account's is NOT_FOUND.
   */
  async passcodeOrNone(
    accountId: string,
    reservationId: string,
  ): Promise<LockPasscodeRecord | null> {
    const record = await this.passcodeOf(accountId, reservationId);
    if (record) return record;
    const { state } = await this.stream.state(reservationId);
    if (state.kind === 'none' || state.accountId !== accountId) throw new AppError('NOT_FOUND');
    return null;
  }

  /** The reservation's lock record; another account's reads as unknown. */
  async passcodeOf(
    accountId: string,
    reservationId: string,
  ): Promise<LockPasscodeRecord | undefined> {
    const record = await this.passcodes.find(reservationId);
    return record?.accountId === accountId ? record : undefined;
  }
}
