import { ReservationStatus, type ExistingReservation } from '@chegada/domain';
import { stepsTo, wantedCode } from './lock-passcode-plan';
import type { CodeOnLock } from './lock-passcodes.repository';

const aReservation = (overrides: Partial<ExistingReservation> = {}): ExistingReservation => ({
  kind: 'existing',
  reservationId: 'r-1',
  accountId: 'a-1',
  residenceId: 'p-1',
  status: ReservationStatus.ENDED,
  statusBeforeCancel: null,
  hidden: false,
  checkIn: '2026-12-20T14:00:00-03:00',
  checkOut: '2026-12-23T11:00:00-03:00',
  maxGuests: 2,
  registeredGuests: 1,
  hasLock: true,
  responsibleUserId: null,
  checkoutResponsibleUserId: null,
  sensitiveDataRemoved: false,
  erasedCompanions: [],
  ...overrides,
});

const aProperty = (lockId: string | null = '42') => ({
  lockId,
  timeZone: 'America/Sao_Paulo',
  checkInTime: '14:00',
  checkOutTime: '11:00',
});

const aCode = (overrides: Partial<CodeOnLock> = {}): CodeOnLock => ({
  lockId: '42',
  keyboardPwdId: 7,
  code: '123456',
  startAt: new Date('2026-12-20T17:00:00Z'),
  endAt: new Date('2026-12-23T14:00:00Z'),
  ...overrides,
});

describe('the code a reservation should have on its lock', () => {
  it('an approved stay wants one from check-in to check-out, as instants', () => {
    expect(wantedCode(aReservation(), aProperty())).toEqual({
      lockId: '42',
      period: {
        startDate: Date.parse('2026-12-20T17:00:00Z'),
        endDate: Date.parse('2026-12-23T14:00:00Z'),
      },
    });
  });

  it.each([
    ['waiting for approval', ReservationStatus.TO_APROVE],
    ['cancelled', ReservationStatus.CANCELED],
    ['checked out', ReservationStatus.CHECKOUT_FINISHED],
  ])('a stay %s wants none', (_name, status) => {
    expect(wantedCode(aReservation({ status }), aProperty())).toBeNull();
  });

  it('a property without a lock wants none', () => {
    expect(wantedCode(aReservation(), aProperty(null))).toBeNull();
  });
});

describe('the calls that bring the lock in line', () => {
  const wanted = wantedCode(aReservation(), aProperty());

  it('adds a missing code, and makes no call when the lock holds the wanted one', () => {
    expect(stepsTo(null, wanted)).toEqual([{ kind: 'add', ...wanted }]);
    expect(stepsTo(aCode(), wanted)).toEqual([]);
  });

  it('changes the period of a code whose dates moved', () => {
    const extended = wantedCode(
      aReservation({ checkOut: '2026-12-26T11:00:00-03:00' }),
      aProperty(),
    );
    expect(stepsTo(aCode(), extended)).toEqual([
      { kind: 'change', code: aCode(), period: extended!.period },
    ]);
  });

  it('deletes a code no longer wanted, or on a lock the property no longer uses', () => {
    expect(stepsTo(aCode(), null)).toEqual([{ kind: 'delete', code: aCode() }]);
    const moved = wantedCode(aReservation(), aProperty('99'));
    expect(stepsTo(aCode(), moved)).toEqual([
      { kind: 'delete', code: aCode() },
      { kind: 'add', ...moved },
    ]);
  });
});
