import { ReservationStatus, type ExistingReservation } from '@chegada/domain';
import type { CodeOnLock } from './lock-passcodes.repository';
import { stayPeriod, type PropertyClock } from './stay-period';
import type { Period } from './ttlock.client';

/** The code a reservation should have on a lock now: approved (ENDED) with a lock, else none. */
export type WantedCode = { lockId: string; period: Period } | null;

export const wantedCode = (
  reservation: ExistingReservation,
  residence: (PropertyClock & { lockId: string | null }) | undefined,
): WantedCode =>
  reservation.status === ReservationStatus.ENDED && residence?.lockId
    ? { lockId: residence.lockId, period: stayPeriod(reservation, residence) }
    : null;

/** The calls that bring the lock from what it holds to what is wanted, in order. */
export type LockStep =
  | { kind: 'delete'; code: CodeOnLock }
  | { kind: 'add'; lockId: string; period: Period }
  | { kind: 'change'; code: CodeOnLock; period: Period };

const samePeriod = (code: CodeOnLock, period: Period): boolean =>
  code.startAt.getTime() === period.startDate && code.endAt.getTime() === period.endDate;

export const stepsTo = (onLock: CodeOnLock | null, wanted: WantedCode): LockStep[] => {
  if (!wanted) return onLock ? [{ kind: 'delete', code: onLock }] : [];
  if (!onLock) return [{ kind: 'add', ...wanted }];
  if (onLock.lockId !== wanted.lockId)
    return [
      { kind: 'delete', code: onLock },
      { kind: 'add', ...wanted },
    ];
  return samePeriod(onLock, wanted.period)
    ? []
    : [{ kind: 'change', code: onLock, period: wanted.period }];
};
