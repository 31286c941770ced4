import { ReservationStatus } from '@chegada/domain';
import { allowedActions } from '../components/reservation-status';

const owner = { hasLock: true, isOwner: true };

describe('the actions a reservation offers', () => {
  it('offers approval and refusal only while the host is awaited', () => {
    const waiting = { status: ReservationStatus.TO_APROVE, sensitiveDataRemoved: false };
    expect(allowedActions(waiting, owner)).toEqual([
      'approve',
      'refuse',
      'extend',
      'maxGuests',
      'responsible',
      'dynamicPassword',
      'visibility',
      'cancel',
    ]);
    // An erased stay waits for no one: no judgement and no door code (issue 32 walk).
    expect(allowedActions({ ...waiting, sensitiveDataRemoved: true }, owner)).toEqual([
      'extend',
      'maxGuests',
      'responsible',
      'visibility',
      'cancel',
    ]);
    const approved = { status: ReservationStatus.ENDED, sensitiveDataRemoved: false };
    expect(allowedActions(approved, owner)).not.toContain('approve');
    expect(allowedActions(approved, owner)).toContain('finishCheckout');
  });

  it('offers a cancelled stay its revert and the removal of its data, once, and no door code', () => {
    const cancelled = { status: ReservationStatus.CANCELED, sensitiveDataRemoved: false };
    expect(allowedActions(cancelled, owner)).toEqual([
      'revert',
      'responsible',
      'visibility',
      'removeSensitiveData',
    ]);
    expect(allowedActions({ ...cancelled, sensitiveDataRemoved: true }, owner)).not.toContain(
      'removeSensitiveData',
    );
  });

  it("leaves out what the caller cannot do: a sub-user's responsible, a code without a lock", () => {
    const filling = { status: ReservationStatus.FILLING, sensitiveDataRemoved: false };
    expect(allowedActions(filling, { hasLock: false, isOwner: false })).toEqual([
      'extend',
      'maxGuests',
      'visibility',
      'cancel',
    ]);
  });
});
