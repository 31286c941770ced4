import { DomainError } from '../domain-error';
import { isIsoDateTime } from '../guest-form/calendar-date';
import {
  ReservationStatus,
  reservationStatusName,
  type ExistingReservation,
  type ReservationCommand,
  type ReservationCommandType,
  type ReservationErrorCode,
  type ReservationState,
} from './reservation.types';

export const RESERVATION_MOTIVE_MAX_LENGTH = 500;
/** TTLock custom passcodes are 4 to 9 digits. */
export const DYNAMIC_PASSWORD_PATTERN = /^\d{4,9}$/;

export const reject = (
  code: ReservationErrorCode,
  details?: Record<string, string | number>,
): never => {
  throw new DomainError(code, details);
};

const { CANCELED, CHECKOUT_FINISHED } = ReservationStatus;
const all = Object.values(ReservationStatus);
const allBut = (...excluded: ReservationStatus[]): readonly ReservationStatus[] =>
  all.filter((status) => !excluded.includes(status));
const open = allBut(CANCELED, CHECKOUT_FINISHED);
const guestEditable = [
  ReservationStatus.TO_FORM,
  ReservationStatus.FILLING,
  ReservationStatus.REFUSED,
];
const awaitingHost = [ReservationStatus.TO_APROVE, ReservationStatus.TO_VALIDATE];

/** The "from" column of reservation-lifecycle.md, for every command on an existing reservation. */
export const allowedFrom: Readonly<
  Record<Exclude<ReservationCommandType, 'CreateReservation'>, readonly ReservationStatus[]>
> = {
  SaveGuestForm: guestEditable,
  SubmitGuestForm: guestEditable,
  // An additional guest's own link stays open while the holder's submission waits or is refused.
  SaveOwnGuestPart: [...guestEditable, ...awaitingHost],
  PassAutomaticChecks: [ReservationStatus.TO_VALIDATE],
  SetGuestStatus: [ReservationStatus.TO_APROVE],
  ApproveReservation: awaitingHost,
  RefuseReservation: awaitingHost,
  CancelReservation: open,
  RevertCancellation: [CANCELED],
  FinishCheckout: [ReservationStatus.ENDED],
  SetFormVisibility: all,
  ExtendCheckout: open,
  UpdateMaxGuests: open,
  ChangeResponsibleUser: all,
  // A door code for a stay that was cancelled or is over opens nothing (issue 27).
  UpdateDynamicPassword: open,
  RemoveSensitiveData: [CANCELED, CHECKOUT_FINISHED],
  // The retention jobs decide by the checkout date (issue 32), whatever the status says.
  ExpirePersonalData: all,
  // A guest's correction is answered whatever the stay's status (issue 32).
  CorrectGuestData: all,
  // A companion's deletion is carried out whatever the stay's status (issue 32).
  EraseCompanionData: all,
  EraseCompanionContact: all,
};

/** Where the guest link is still worth sending: a stay neither cancelled nor over (issue 27). */
export const guestLinkSendableFrom: readonly ReservationStatus[] = open;

/** Any command but creation needs the reservation, in a status its row allows. */
export const requireTransition = (
  command: Exclude<ReservationCommand, { type: 'CreateReservation' }>,
  state: ReservationState,
): ExistingReservation => {
  if (state.kind === 'none') {
    return reject('RESERVATION_NOT_FOUND', { reservationId: command.data.reservationId });
  }
  if (!allowedFrom[command.type].includes(state.status)) {
    reject('TRANSITION_NOT_ALLOWED', {
      action: command.type,
      status: reservationStatusName(state.status),
    });
  }
  return state;
};

export const requireConfirmation = (confirm: boolean): void => {
  if (confirm !== true) reject('CONFIRMATION_REQUIRED');
};

/** Trimmed and length-limited; empty is allowed only when `required` is false (then null). */
export function checkMotive(field: string, motive: string, required: true): string;
export function checkMotive(field: string, motive: string, required: false): string | null;
export function checkMotive(field: string, motive: string, required: boolean): string | null {
  const trimmed = typeof motive === 'string' ? motive.trim() : '';
  if (trimmed.length === 0) return required ? reject('MOTIVE_REQUIRED', { field }) : null;
  if (trimmed.length > RESERVATION_MOTIVE_MAX_LENGTH) {
    reject('MOTIVE_TOO_LONG', { field, max: RESERVATION_MOTIVE_MAX_LENGTH });
  }
  return trimmed;
}

const timeOf = (field: string, value: string): number => {
  const time = typeof value === 'string' && isIsoDateTime(value) ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? reject('INVALID_DATE', { field }) : time;
};

/** The stay must end after it starts. */
export const checkStay = (checkIn: string, checkOut: string): void => {
  if (timeOf('checkOut', checkOut) <= timeOf('checkIn', checkIn)) reject('CHECKOUT_BEFORE_CHECKIN');
};

export const checkMaxGuests = (maxGuests: number): void => {
  if (!Number.isInteger(maxGuests) || maxGuests < 1) reject('INVALID_MAX_GUESTS');
};

/** 'Max guests reached!': never more registered guests than the reservation allows. */
export const checkGuestCount = (registeredGuests: number, maxGuests: number): void => {
  if (!Number.isInteger(registeredGuests) || registeredGuests < 0) reject('INVALID_GUEST_COUNT');
  if (registeredGuests > maxGuests) reject('MAX_GUESTS_REACHED', { maxGuests, registeredGuests });
};

export const checkGuestName = (name: string): string => {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed.length === 0) reject('GUEST_NAME_REQUIRED');
  return trimmed;
};

export const checkDynamicPassword = (dynamicPassword: string): string => {
  const trimmed = typeof dynamicPassword === 'string' ? dynamicPassword.trim() : '';
  return DYNAMIC_PASSWORD_PATTERN.test(trimmed) ? trimmed : reject('INVALID_DYNAMIC_PASSWORD');
};
