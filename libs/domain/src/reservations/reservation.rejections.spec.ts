import { decide, evolve, initialState } from './reservation.decider';
import { ReservationStatus, reservationStatusName } from './reservation.types';
import { deciderSpec } from './testing/decider-spec';
import {
  aCreateCommand,
  allStatuses,
  command,
  created,
  event,
  historyTo,
} from './testing/reservation.fixtures';
import { rows } from './testing/reservation.rows';

const { given } = deciderSpec({ decide, evolve, initialState });
const S = ReservationStatus;

describe('reservation decider: rejections', () => {
  const forbidden = rows.flatMap((row) =>
    allStatuses
      .filter((status) => !row.from.includes(status))
      .map((status) => [row.action, reservationStatusName(status), row, status] as const),
  );

  it.each(forbidden)('refuses to %s from %s', (_, name, row, status) => {
    given(...historyTo(status))
      .when(row.when)
      .thenThrows('TRANSITION_NOT_ALLOWED', { action: row.when.type, status: name });
  });

  it.each(rows.map((row) => [row.action, row] as const))(
    'cannot %s a reservation that does not exist',
    (_, row) => {
      given().when(row.when).thenThrows('RESERVATION_NOT_FOUND');
    },
  );

  it('cannot create the same reservation twice', () => {
    given(created()).when(aCreateCommand()).thenThrows('RESERVATION_ALREADY_EXISTS');
  });

  it('names the forbidden transition before complaining about the payload', () => {
    given(...historyTo(S.CANCELED))
      .when(command('ApproveReservation', { confirm: false }))
      .thenThrows('TRANSITION_NOT_ALLOWED', { action: 'ApproveReservation', status: 'CANCELED' });
  });

  it.each([
    ['approve', S.TO_APROVE, command('ApproveReservation', { confirm: false })],
    ['revert', S.CANCELED, command('RevertCancellation', { confirm: false })],
    ['finish checkout', S.ENDED, command('FinishCheckout', { confirm: false })],
    [
      'extend checkout',
      S.ENDED,
      command('ExtendCheckout', {
        checkIn: '2026-12-20T14:00:00Z',
        checkOut: '2026-12-31T11:00:00Z',
        confirm: false,
      }),
    ],
  ])('needs confirm to %s', (_, status, when) => {
    given(...historyTo(status))
      .when(when)
      .thenThrows('CONFIRMATION_REQUIRED');
  });

  const long = 'x'.repeat(501);
  const refuse = (refuseMotive: string) => command('RefuseReservation', { refuseMotive });
  const cancel = (cancelMotive: string) =>
    command('CancelReservation', { cancelMotive, userId: 'u' });
  const hide = (hiddenMotive: string) => command('SetFormVisibility', { hiddenMotive });
  const reassign = (reason: string) =>
    command('ChangeResponsibleUser', {
      responsibleUserId: 'u',
      reason,
      isCheckoutResponsibleUser: false,
    });
  it.each([
    ['an empty refuse motive', S.TO_APROVE, refuse(''), 'MOTIVE_REQUIRED', 'refuseMotive'],
    ['a blank refuse motive', S.TO_VALIDATE, refuse(' \n\t '), 'MOTIVE_REQUIRED', 'refuseMotive'],
    [
      'a refuse motive over 500 characters',
      S.TO_APROVE,
      refuse(long),
      'MOTIVE_TOO_LONG',
      'refuseMotive',
    ],
    ['a blank cancel motive', S.ENDED, cancel('   '), 'MOTIVE_REQUIRED', 'cancelMotive'],
    [
      'a cancel motive over 500 characters',
      S.FILLING,
      cancel(long),
      'MOTIVE_TOO_LONG',
      'cancelMotive',
    ],
    ['hiding without a motive', S.TO_FORM, hide(' '), 'MOTIVE_REQUIRED', 'hiddenMotive'],
    [
      'a hidden motive over 500 characters',
      S.TO_FORM,
      hide(long),
      'MOTIVE_TOO_LONG',
      'hiddenMotive',
    ],
    ['a reason over 500 characters', S.TO_FORM, reassign(long), 'MOTIVE_TOO_LONG', 'reason'],
  ])('rejects %s', (_, status, when, code, field) => {
    const details: Record<string, string | number> =
      code === 'MOTIVE_TOO_LONG' ? { field, max: 500 } : { field };
    given(...historyTo(status))
      .when(when)
      .thenThrows(code, details);
  });

  it('accepts a motive of exactly 500 characters', () => {
    const motive = 'y'.repeat(500);
    given(...historyTo(S.TO_APROVE))
      .when(refuse(` ${motive} `))
      .then(event('ReservationRefused', { refuseMotive: motive }));
  });
});
