import { reservationCounters, type ReservationCounter } from '@chegada/contracts';
import {
  allowedFrom,
  ReservationStatus,
  reservationStatusName,
  type ReservationStatus as Status,
} from '@chegada/domain';
import type { BadgeTone } from '../../../components/ui';
import type { ReservationQuery } from '../api/reservation-types';

const { TO_FORM, TO_VALIDATE, TO_APROVE, ENDED, FILLING, REFUSED, CANCELED, CHECKOUT_FINISHED } =
  ReservationStatus;

const TONES: Record<Status, BadgeTone> = {
  [TO_FORM]: 'neutral',
  [TO_VALIDATE]: 'info',
  [TO_APROVE]: 'warning',
  [ENDED]: 'success',
  [FILLING]: 'info',
  [REFUSED]: 'danger',
  [CANCELED]: 'neutral',
  [CHECKOUT_FINISHED]: 'neutral',
};

export const statusTone = (status: Status): BadgeTone => TONES[status];
export const statusMessageId = (status: Status) =>
  `reservationsPage.status.${reservationStatusName(status)}`;

export type Progress = 'not_started' | 'in_progress' | 'completed';

/** How far the guest got with the form (spec §3 progress); a cancelled one says nothing. */
export const progressOf = (status: Status): Progress | null => {
  if (status === TO_FORM) return 'not_started';
  if (status === FILLING || status === REFUSED) return 'in_progress';
  if (status === CANCELED) return null;
  return 'completed';
};

/** Spec §3's counters as the list's filter chips: everything first, then the breakdown. */
export const counterChips: readonly ReservationCounter[] = [
  'total',
  ...reservationCounters.filter((counter) => counter !== 'total'),
];

/** The list filter each counter stands for (reservation-lifecycle.md, Dashboard counters). */
export const counterQuery = (
  counter: ReservationCounter,
): Pick<ReservationQuery, 'status' | 'hidden' | 'preferential'> => {
  switch (counter) {
    case 'pending':
      return { status: [TO_FORM] };
    case 'filling':
      return { status: [FILLING] };
    case 'waitingApproval':
      return { status: [TO_APROVE, TO_VALIDATE] };
    case 'approved':
      return { status: [ENDED] };
    case 'checkoutFinished':
      return { status: [CHECKOUT_FINISHED] };
    case 'refused':
      return { status: [REFUSED] };
    case 'cancelled':
      return { status: [CANCELED] };
    case 'hidden':
      return { hidden: true };
    case 'preferencialReservations':
      return { preferential: true };
    case 'total':
      return {};
  }
};

export type ReservationAction =
  | 'approve'
  | 'refuse'
  | 'cancel'
  | 'revert'
  | 'finishCheckout'
  | 'visibility'
  | 'extend'
  | 'maxGuests'
  | 'responsible'
  | 'dynamicPassword'
  | 'removeSensitiveData';

type Subject = { status: Status; sensitiveDataRemoved: boolean };
type Context = { hasLock: boolean; isOwner: boolean };

/** The domain's command behind each action: its "from" column decides where it is offered. */
const COMMANDS: Record<ReservationAction, keyof typeof allowedFrom> = {
  approve: 'ApproveReservation',
  refuse: 'RefuseReservation',
  finishCheckout: 'FinishCheckout',
  revert: 'RevertCancellation',
  extend: 'ExtendCheckout',
  maxGuests: 'UpdateMaxGuests',
  responsible: 'ChangeResponsibleUser',
  dynamicPassword: 'UpdateDynamicPassword',
  visibility: 'SetFormVisibility',
  cancel: 'CancelReservation',
  removeSensitiveData: 'RemoveSensitiveData',
};

/** Every action the lifecycle allows from here (libs/domain's allowedFrom), in menu order. */
export const allowedActions = (
  { status, sensitiveDataRemoved }: Subject,
  { hasLock, isOwner }: Context,
): ReservationAction[] => {
  // What the domain allows but this caller cannot do: a sub-user cannot list the account's
  // users (GET /api/users is the owner's), a code needs a lock, removed data is gone.
  const callerCan: Partial<Record<ReservationAction, boolean>> = {
    responsible: isOwner,
    dynamicPassword: hasLock && !sensitiveDataRemoved,
    removeSensitiveData: !sensitiveDataRemoved,
    // An erased stay has no form left to judge nor guest to give a door code (issue 32): the
    // server refuses them too.
    approve: !sensitiveDataRemoved,
    refuse: !sensitiveDataRemoved,
  };
  return (Object.keys(COMMANDS) as ReservationAction[]).filter(
    (action) => allowedFrom[COMMANDS[action]].includes(status) && callerCan[action] !== false,
  );
};
