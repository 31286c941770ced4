import fc from 'fast-check';
import { DomainError } from '../domain-error';
import { decide, evolve, initialState } from './reservation.decider';
import {
  ReservationStatus,
  isReservationStatus,
  reservationErrorCodes,
  type ExistingReservation,
  type ReservationCommand,
  type ReservationState,
} from './reservation.types';
import { aCreateCommand, command } from './testing/reservation.fixtures';
import { rows } from './testing/reservation.rows';

const S = ReservationStatus;

// Mostly valid payloads, so random sequences travel far through the table; some invalid ones.
const mostly = <T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: invalid, weight: 1 });
const motive = mostly(
  fc.constantFrom('Motivo', ' Motivo com espaços '),
  fc.constantFrom('', '   ', 'x'.repeat(501)),
);
const date = mostly(
  fc.constantFrom('2026-12-20T14:00:00Z', '2026-12-24T11:00:00Z', '2026-12-31T11:00'),
  fc.constant('x'),
);
const count = mostly(fc.integer({ min: 0, max: 3 }), fc.integer({ min: -1, max: 8 }));
const confirm = mostly(fc.constant(true), fc.constant(false));

const creation = fc
  .record({
    hasLock: fc.boolean(),
    maxGuests: fc.integer({ min: 0, max: 5 }),
    checkIn: date,
    checkOut: date,
  })
  .map((overrides) => aCreateCommand(overrides));
const validCreation = fc
  .record({ hasLock: fc.boolean(), maxGuests: fc.integer({ min: 1, max: 5 }) })
  .map((overrides) => aCreateCommand(overrides));

// Commands that move the status come more often, so sequences travel the whole table.
const often = <T>(arbitrary: fc.Arbitrary<T>) => ({ arbitrary, weight: 3 });
const anyCommand: fc.Arbitrary<ReservationCommand> = fc.oneof(
  creation,
  count.map((registeredGuests) => command('SaveGuestForm', { fields: {}, registeredGuests })),
  often(
    fc
      .record({ registeredGuests: count, needsAutomaticChecks: fc.boolean() })
      .map((data) => command('SubmitGuestForm', { fields: {}, ...data })),
  ),
  often(fc.constant(command('PassAutomaticChecks', {}))),
  often(
    mostly(fc.constant(S.TO_VALIDATE), fc.integer({ min: 0, max: 8 })).map((status) =>
      command('SetGuestStatus', { status }),
    ),
  ),
  often(confirm.map((ok) => command('ApproveReservation', { confirm: ok }))),
  often(motive.map((refuseMotive) => command('RefuseReservation', { refuseMotive }))),
  motive.map((cancelMotive) => command('CancelReservation', { cancelMotive, userId: 'host-1' })),
  often(confirm.map((ok) => command('RevertCancellation', { confirm: ok }))),
  often(confirm.map((ok) => command('FinishCheckout', { confirm: ok }))),
  often(motive.map((hiddenMotive) => command('SetFormVisibility', { hiddenMotive }))),
  fc
    .record({ checkIn: date, checkOut: date, confirm })
    .map((data) => command('ExtendCheckout', data)),
  fc
    .record({
      maxGuests: fc.integer({ min: 0, max: 6 }),
      registeredGuests: fc.option(count, { nil: undefined }),
    })
    .map((data) => command('UpdateMaxGuests', data)),
  fc
    .record({
      responsibleUserId: fc.constantFrom('u1', 'u2'),
      reason: motive,
      isCheckoutResponsibleUser: fc.boolean(),
    })
    .map((data) => command('ChangeResponsibleUser', data)),
  fc
    .constantFrom('482913', 'abc')
    .map((dynamicPassword) => command('UpdateDynamicPassword', { dynamicPassword })),
  fc.constant(command('RemoveSensitiveData', {})),
  fc.constant(command('ExpirePersonalData', {})),
  fc.constant(command('CorrectGuestData', { fields: { name: 'Maria Souza' } })),
);
const commands = (maxLength: number) => fc.array(anyCommand, { maxLength, size: 'max' });

/** The rows of the table (testing/reservation.rows.ts) that a command falls under. */
const rowsFor = (cmd: ReservationCommand) =>
  rows.filter(
    (row) =>
      row.when.type === cmd.type &&
      (cmd.type !== 'SubmitGuestForm' ||
        (row.when.type === 'SubmitGuestForm' &&
          row.when.data.needsAutomaticChecks === cmd.data.needsAutomaticChecks)),
  );

const attempt = (cmd: ReservationCommand, state: ReservationState) => {
  try {
    return { events: decide(cmd, state) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(reservationErrorCodes).toContain(error.code);
    return { code: error.code as string };
  }
};

const checkInvariants = (state: ExistingReservation) => {
  expect(isReservationStatus(state.status)).toBe(true);
  expect(state.statusBeforeCancel !== null).toBe(state.status === S.CANCELED);
  expect(state.statusBeforeCancel).not.toBe(S.CANCELED);
  expect(state.registeredGuests).toBeLessThanOrEqual(state.maxGuests);
  expect(Date.parse(state.checkIn)).toBeLessThan(Date.parse(state.checkOut));
};

/** The test's own memory of where the last cancellation left from, to check the revert. */
type Run = { state: ReservationState; leftByCancel: ReservationStatus | null };

/** One step: the decision agrees with the table, and what it produces folds to a valid state. */
const step = ({ state, leftByCancel }: Run, cmd: ReservationCommand): Run => {
  const outcome = attempt(cmd, state);
  if (state.kind === 'none' || cmd.type === 'CreateReservation') {
    return { state: outcome.events ? outcome.events.reduce(evolve, state) : state, leftByCancel };
  }
  const allowed = rowsFor(cmd).some((row) => row.from.includes(state.status));
  if (!outcome.events) {
    expect(outcome.code === 'TRANSITION_NOT_ALLOWED').toBe(!allowed);
    return { state, leftByCancel };
  }
  expect(allowed).toBe(true);
  const next = outcome.events.reduce(evolve, state);
  if (next.kind !== 'existing') throw new Error('a reservation never disappears');
  checkInvariants(next);
  const expectedStatus =
    cmd.type === 'RevertCancellation' ? leftByCancel : rowsFor(cmd)[0]?.to(state.status);
  expect(next.status).toBe(expectedStatus);
  expect(next.hidden).toBe(cmd.type === 'SetFormVisibility' ? !state.hidden : state.hidden);
  return {
    state: next,
    leftByCancel: cmd.type === 'CancelReservation' ? state.status : leftByCancel,
  };
};

const run = (commands: ReservationCommand[]): Run =>
  commands.reduce(step, { state: initialState(), leftByCancel: null });

describe('reservation decider: properties', () => {
  it('any command sequence keeps the table, a valid status, and the flags', () => {
    fc.assert(
      fc.property(validCreation, commands(60), (first, rest) => {
        run([first, ...rest]);
      }),
      { numRuns: 200 },
    );
  });

  it('cancel then revert restores the status, whatever came before', () => {
    fc.assert(
      fc.property(commands(20), (sequence) => {
        const before = run([aCreateCommand(), ...sequence]);
        const { state } = before;
        if (state.kind !== 'existing') throw new Error('the reservation was created');
        fc.pre(state.status !== S.CANCELED && state.status !== S.CHECKOUT_FINISHED);
        // Retention may erase an open stay's data (by its checkout date): no revert after that.
        fc.pre(!state.sensitiveDataRemoved);
        const cancel = command('CancelReservation', { cancelMotive: 'm', userId: 'u' });
        const revert = command('RevertCancellation', { confirm: true });
        expect([cancel, revert].reduce(step, before).state).toEqual(state);
      }),
      { numRuns: 150 },
    );
  });
});
