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

describe('reservation decider: payload rejections', () => {
  const extend = (checkIn: string, checkOut: string) =>
    command('ExtendCheckout', { checkIn, checkOut, confirm: true });
  it.each([
    [
      'create: check-out before check-in',
      [],
      aCreateCommand({ checkIn: '2026-12-20T14:00:00Z', checkOut: '2026-12-19T11:00:00Z' }),
      'CHECKOUT_BEFORE_CHECKIN',
    ],
    [
      'create: check-out at check-in',
      [],
      aCreateCommand({ checkIn: '2026-12-20T14:00:00Z', checkOut: '2026-12-20T14:00:00Z' }),
      'CHECKOUT_BEFORE_CHECKIN',
    ],
    [
      'create: a check-in that is not a date',
      [],
      aCreateCommand({ checkIn: 'tomorrow' }),
      'INVALID_DATE',
    ],
    [
      'create: an impossible date',
      [],
      aCreateCommand({ checkOut: '2026-13-45T11:00:00Z' }),
      'INVALID_DATE',
    ],
    [
      'extend: check-out before check-in',
      historyTo(S.ENDED),
      extend('2026-12-20T14:00:00Z', '2026-12-10T11:00:00Z'),
      'CHECKOUT_BEFORE_CHECKIN',
    ],
    [
      'extend: a check-out that is not a date',
      historyTo(S.ENDED),
      extend('2026-12-20T14:00:00Z', ''),
      'INVALID_DATE',
    ],
  ])('rejects %s', (_, history, when, code) => {
    given(...history)
      .when(when)
      .thenThrows(code);
  });

  it.each([
    ['create with no guests allowed', [], aCreateCommand({ maxGuests: 0 }), 'INVALID_MAX_GUESTS'],
    ['create with a fractional max', [], aCreateCommand({ maxGuests: 1.5 }), 'INVALID_MAX_GUESTS'],
    [
      'create without a guest name',
      [],
      aCreateCommand({ guest: { name: '  ' } }),
      'GUEST_NAME_REQUIRED',
    ],
    [
      'max guests of zero',
      historyTo(S.TO_FORM),
      command('UpdateMaxGuests', { maxGuests: 0 }),
      'INVALID_MAX_GUESTS',
    ],
    [
      'a negative guest count',
      historyTo(S.TO_FORM),
      command('SaveGuestForm', { fields: {}, registeredGuests: -1 }),
      'INVALID_GUEST_COUNT',
    ],
  ])('rejects %s', (_, history, when, code) => {
    given(...history)
      .when(when)
      .thenThrows(code);
  });

  it.each([
    [
      'max guests below the guests in the form',
      historyTo(S.TO_APROVE),
      command('UpdateMaxGuests', { maxGuests: 1 }),
      1,
      2,
    ],
    [
      'max guests below the guests counted by the caller',
      historyTo(S.TO_FORM),
      command('UpdateMaxGuests', { maxGuests: 3, registeredGuests: 4 }),
      3,
      4,
    ],
    [
      'saving more guests than allowed',
      historyTo(S.FILLING),
      command('SaveGuestForm', { fields: {}, registeredGuests: 5 }),
      4,
      5,
    ],
    [
      'submitting more guests than allowed',
      historyTo(S.REFUSED),
      command('SubmitGuestForm', { fields: {}, registeredGuests: 5, needsAutomaticChecks: false }),
      4,
      5,
    ],
  ])("rejects %s: 'Max guests reached!'", (_, history, when, maxGuests, registeredGuests) => {
    given(...history)
      .when(when)
      .thenThrows('MAX_GUESTS_REACHED', { maxGuests, registeredGuests });
  });

  it.each(allStatuses.filter((status) => status !== S.TO_VALIDATE).concat([99 as never]))(
    'sets the guest status only to TO_VALIDATE, not %s',
    (status) => {
      given(...historyTo(S.TO_APROVE))
        .when(command('SetGuestStatus', { status }))
        .thenThrows('INVALID_GUEST_STATUS', { status });
    },
  );

  it.each(
    allStatuses
      .filter((status) => status !== S.CANCELED && status !== S.CHECKOUT_FINISHED)
      .map((status) => [reservationStatusName(status), status] as const),
  )('sets a door code without a lock too (%s)', (_, status) => {
    given(...historyTo(status, { hasLock: false }))
      .when(command('UpdateDynamicPassword', { dynamicPassword: '482913' }))
      .then({ type: 'DynamicPasswordUpdated', data: { dynamicPassword: '482913' } });
  });

  it.each(['', '123', '1234567890', '12a456', '12 34'])(
    'rejects the dynamic password %p',
    (dynamicPassword) => {
      given(created())
        .when(command('UpdateDynamicPassword', { dynamicPassword }))
        .thenThrows('INVALID_DYNAMIC_PASSWORD');
    },
  );

  it.each([S.CANCELED, S.CHECKOUT_FINISHED])('removes sensitive data once only (%s)', (status) => {
    given(...historyTo(status), event('SensitiveDataRemoved', {}))
      .when(command('RemoveSensitiveData', {}))
      .thenThrows('SENSITIVE_DATA_ALREADY_REMOVED');
  });

  it.each([S.ENDED, S.CANCELED])('expires personal data once only (%s)', (status) => {
    given(...historyTo(status), event('SensitiveDataRemoved', {}))
      .when(command('ExpirePersonalData', {}))
      .thenThrows('SENSITIVE_DATA_ALREADY_REMOVED');
  });

  it.each([S.ENDED, S.CHECKOUT_FINISHED])(
    'cannot correct a guest’s data once it is removed (%s)',
    (status) => {
      given(...historyTo(status), event('SensitiveDataRemoved', {}))
        .when(command('CorrectGuestData', { fields: { name: 'Maria Souza' } }))
        .thenThrows('SENSITIVE_DATA_REMOVED');
    },
  );

  // Walk of issue 32: approving an erased stay queued an FNRH job that failed.
  it.each([
    ['ApproveReservation', { confirm: true }],
    ['RefuseReservation', { refuseMotive: 'Documento ilegível' }],
  ] as const)('cannot %s a stay whose personal data was erased', (type, data) => {
    given(...historyTo(S.TO_VALIDATE), event('SensitiveDataRemoved', {}))
      .when(command(type, data))
      .thenThrows('PERSONAL_DATA_ERASED');
  });

  it('takes no door code for a stay whose personal data was erased', () => {
    given(...historyTo(S.TO_APROVE), event('SensitiveDataRemoved', {}))
      .when(command('UpdateDynamicPassword', { dynamicPassword: '482913' }))
      .thenThrows('PERSONAL_DATA_ERASED_NO_CODE');
  });

  it.each(['CompanionDataErased', 'CompanionContactErased'] as const)(
    'takes nothing more on a companion’s own link once %s, and still the others’',
    (erased) => {
      const save = (guestKey: string) =>
        command('SaveOwnGuestPart', { guestKey, fields: { name: 'Ana' }, registeredGuests: 3 });
      given(...historyTo(S.FILLING), event(erased, { guestKey: 'k1' }))
        .when(save('k1'))
        .thenThrows('COMPANION_DATA_ERASED');
      given(...historyTo(S.FILLING), event(erased, { guestKey: 'k1' }))
        .when(save('k2'))
        .then(
          event('OwnGuestPartSaved', {
            guestKey: 'k2',
            fields: { name: 'Ana' },
            registeredGuests: 3,
          }),
        );
    },
  );

  it.each(['EraseCompanionData', 'EraseCompanionContact'] as const)(
    'cannot %s once the reservation’s data is removed',
    (type) => {
      given(...historyTo(S.CANCELED), event('SensitiveDataRemoved', {}))
        .when(command(type, { guestKey: 'k1' }))
        .thenThrows('SENSITIVE_DATA_REMOVED');
    },
  );

  it('cannot revert a cancellation once the sensitive data is removed', () => {
    given(...historyTo(S.CANCELED), event('SensitiveDataRemoved', {}))
      .when(command('RevertCancellation', { confirm: true }))
      .thenThrows('SENSITIVE_DATA_REMOVED');
  });
});
