import { decide, evolve, initialState } from './reservation.decider';
import {
  ReservationStatus,
  reservationStatusName,
  type ReservationEvent,
  type ReservationState,
} from './reservation.types';
import { deciderSpec } from './testing/decider-spec';
import { aCreateCommand, command, created, event, historyTo } from './testing/reservation.fixtures';
import { rows } from './testing/reservation.rows';

const { given } = deciderSpec({ decide, evolve, initialState });
const S = ReservationStatus;

const fold = (...events: ReservationEvent[]): ReservationState =>
  events.reduce(evolve, initialState());
const existing = (state: ReservationState) => {
  if (state.kind !== 'existing') throw new Error('expected an existing reservation');
  return state;
};

describe('reservation decider: the transition table', () => {
  it('creates a reservation in TO_FORM, guest name trimmed', () => {
    given()
      .when(aCreateCommand({ guest: { name: '  Ana Souza ' } }))
      .then(created({ guest: { name: 'Ana Souza' } }));
    expect(existing(fold(created())).status).toBe(S.TO_FORM);
  });

  describe.each(rows)('$action', (row) => {
    it.each(row.from.map((from) => [reservationStatusName(from), from] as const))(
      'from %s',
      (_, from) => {
        const history = historyTo(from);
        given(...history)
          .when(row.when)
          .then(...row.then(from));
        const after = existing(fold(...history, ...row.then(from)));
        expect(after.status).toBe(row.to(from));
      },
    );
  });

  it.each(
    [S.TO_FORM, S.FILLING, S.TO_VALIDATE, S.TO_APROVE, S.ENDED, S.REFUSED].map(
      (status) => [reservationStatusName(status), status] as const,
    ),
  )('reverting a cancellation returns to %s, the status it left', (_, status) => {
    const cancelled = [
      ...historyTo(status),
      event('ReservationCancelled', { cancelMotive: 'x', userId: 'host-1' }),
    ];
    given(...cancelled)
      .when(command('RevertCancellation', { confirm: true }))
      .then(event('CancellationReverted', { status }));
    expect(existing(fold(...cancelled, event('CancellationReverted', { status }))).status).toBe(
      status,
    );
  });

  it('shows a hidden form, motive optional, and the flag toggles back', () => {
    const hidden = [created(), event('FormHidden', { hiddenMotive: 'Duplicada' })];
    expect(existing(fold(...hidden)).hidden).toBe(true);
    given(...hidden)
      .when(command('SetFormVisibility', { hiddenMotive: '  ' }))
      .then(event('FormShown', { hiddenMotive: null }));
    given(...hidden)
      .when(command('SetFormVisibility', { hiddenMotive: ' Não é mais duplicada ' }))
      .then(event('FormShown', { hiddenMotive: 'Não é mais duplicada' }));
    expect(existing(fold(...hidden, event('FormShown', { hiddenMotive: null }))).hidden).toBe(
      false,
    );
  });

  it('asks for a new passcode only when an approved reservation uses a lock', () => {
    const stay = { checkIn: '2026-12-20T14:00:00Z', checkOut: '2026-12-31T11:00:00Z' };
    given(...historyTo(S.ENDED, { hasLock: false }))
      .when(command('ExtendCheckout', { ...stay, confirm: true }))
      .then(event('CheckoutExtended', { ...stay, newPasscodeRequired: false }));
    const after = existing(
      fold(
        ...historyTo(S.ENDED),
        event('CheckoutExtended', { ...stay, newPasscodeRequired: true }),
      ),
    );
    expect([after.checkIn, after.checkOut]).toEqual([stay.checkIn, stay.checkOut]);
  });

  it('records the check-out responsible user apart from the responsible user', () => {
    const changed = (responsibleUserId: string, isCheckoutResponsibleUser: boolean) =>
      event('ResponsibleUserChanged', { responsibleUserId, reason: '', isCheckoutResponsibleUser });
    given(created())
      .when(
        command('ChangeResponsibleUser', {
          responsibleUserId: 'user-3',
          reason: '',
          isCheckoutResponsibleUser: true,
        }),
      )
      .then(changed('user-3', true));
    const after = existing(fold(created(), changed('user-2', false), changed('user-3', true)));
    expect([after.responsibleUserId, after.checkoutResponsibleUserId]).toEqual([
      'user-2',
      'user-3',
    ]);
  });

  it('accepts max guests equal to the guests already registered', () => {
    given(...historyTo(S.TO_APROVE))
      .when(command('UpdateMaxGuests', { maxGuests: 2 }))
      .then(event('MaxGuestsUpdated', { maxGuests: 2 }));
    expect(existing(fold(created(), event('MaxGuestsUpdated', { maxGuests: 2 }))).maxGuests).toBe(
      2,
    );
  });

  it('marks the sensitive data removed', () => {
    const after = fold(...historyTo(S.CHECKOUT_FINISHED), event('SensitiveDataRemoved', {}));
    expect(existing(after).sensitiveDataRemoved).toBe(true);
  });
});
