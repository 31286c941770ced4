import {
  ReservationStatus,
  type ReservationCommand,
  type ReservationCommandType,
  type ReservationEvent,
  type ReservationEventType,
} from '../reservation.types';

/** Builders for the decider tests: valid by default, any field overridable. */

export const RESERVATION_ID = '6f1d2c3b-4a59-4e7f-8d6c-0b1a2f3e4d5c';
export const NOW = '2026-11-22T12:00:00.000Z';

type CommandOf<T extends ReservationCommandType> = Extract<ReservationCommand, { type: T }>;
type EventOf<T extends ReservationEventType> = Extract<ReservationEvent, { type: T }>;

export const command = <T extends ReservationCommandType>(
  type: T,
  data: Omit<CommandOf<T>['data'], 'reservationId'>,
): CommandOf<T> =>
  ({
    type,
    data: { reservationId: RESERVATION_ID, ...data },
    metadata: { now: NOW, actorId: 'host-1' },
  }) as unknown as CommandOf<T>;

export const event = <T extends ReservationEventType>(
  type: T,
  data: EventOf<T>['data'],
): EventOf<T> => ({ type, data }) as EventOf<T>;

type Creation = Omit<CommandOf<'CreateReservation'>['data'], 'reservationId'>;

const creation: Creation = {
  accountId: 'account-1',
  residenceId: 'residence-1',
  guest: { name: 'Ana Souza', email: 'ana@example.com', phone: '+5511987654321' },
  checkIn: '2026-12-20T14:00:00-03:00',
  checkOut: '2026-12-27T11:00:00-03:00',
  source: 'airbnb',
  maxGuests: 4,
  language: 'pt-BR',
  hasLock: true,
  createdBy: 'host-1',
};

export const aCreateCommand = (overrides: Partial<Creation> = {}) =>
  command('CreateReservation', { ...creation, ...overrides });

export const created = (overrides: Partial<Creation> = {}) =>
  event('ReservationCreated', { reservationId: RESERVATION_ID, ...creation, ...overrides });

const fields = { name: 'Ana Souza' };
const saved = event('GuestFormSaved', { fields, registeredGuests: 1 });
const submitted = (
  status: typeof ReservationStatus.TO_APROVE | typeof ReservationStatus.TO_VALIDATE,
) => event('ReservationSubmitted', { fields, registeredGuests: 2, status });
const approved = event('ReservationApproved', {});

/** A history that leaves the reservation in `status` (cancelled from TO_FORM). */
export const historyTo = (
  status: ReservationStatus,
  creationOverrides: Partial<Creation> = {},
): ReservationEvent[] => {
  const start = created(creationOverrides);
  const S = ReservationStatus;
  const histories: Record<ReservationStatus, ReservationEvent[]> = {
    [S.TO_FORM]: [start],
    [S.FILLING]: [start, saved],
    [S.TO_VALIDATE]: [start, submitted(S.TO_VALIDATE)],
    [S.TO_APROVE]: [start, submitted(S.TO_APROVE)],
    [S.ENDED]: [start, submitted(S.TO_APROVE), approved],
    [S.REFUSED]: [
      start,
      submitted(S.TO_APROVE),
      event('ReservationRefused', { refuseMotive: 'x' }),
    ],
    [S.CANCELED]: [start, event('ReservationCancelled', { cancelMotive: 'x', userId: 'host-1' })],
    [S.CHECKOUT_FINISHED]: [start, submitted(S.TO_APROVE), approved, event('CheckoutFinished', {})],
  };
  return histories[status];
};

export const allStatuses = Object.values(ReservationStatus);
