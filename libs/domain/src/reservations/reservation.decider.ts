import {
  checkDynamicPassword,
  checkGuestCount,
  checkGuestName,
  checkMaxGuests,
  checkMotive,
  checkStay,
  reject,
  requireConfirmation,
  requireTransition,
} from './reservation.rules';
import {
  ReservationStatus,
  type ChangeResponsibleUser,
  type CreateReservation,
  type ExistingReservation,
  type ExtendCheckout,
  type GuestFormFields,
  type ReservationCommand,
  type ReservationEvent,
  type ReservationState,
  type SaveGuestForm,
  type SaveOwnGuestPart,
  type SubmitGuestForm,
  type UpdateMaxGuests,
} from './reservation.types';

export { evolve } from './reservation.evolve';

export const initialState = (): ReservationState => ({ kind: 'none' });

type Decision<C> = (command: C, current: ExistingReservation) => ReservationEvent[];

const create = ({ data }: CreateReservation, state: ReservationState): ReservationEvent[] => {
  if (state.kind === 'existing') {
    return reject('RESERVATION_ALREADY_EXISTS', { reservationId: data.reservationId });
  }
  const name = checkGuestName(data.guest.name);
  checkStay(data.checkIn, data.checkOut);
  checkMaxGuests(data.maxGuests);
  return [{ type: 'ReservationCreated', data: { ...data, guest: { ...data.guest, name } } }];
};

const saveGuestForm: Decision<SaveGuestForm> = ({ data }, current) => {
  checkGuestCount(data.registeredGuests, current.maxGuests);
  const { fields, registeredGuests } = data;
  return [{ type: 'GuestFormSaved', data: { fields, registeredGuests } }];
};

const submitGuestForm: Decision<SubmitGuestForm> = ({ data }, current) => {
  checkGuestCount(data.registeredGuests, current.maxGuests);
  const { fields, registeredGuests, needsAutomaticChecks } = data;
  const status = needsAutomaticChecks ? ReservationStatus.TO_VALIDATE : ReservationStatus.TO_APROVE;
  return [{ type: 'ReservationSubmitted', data: { fields, registeredGuests, status } }];
};

const saveOwnGuestPart: Decision<SaveOwnGuestPart> = ({ data }, current) => {
  // Their data was erased at their request (issue 32): their link takes none again.
  if (current.erasedCompanions.includes(data.guestKey)) return reject('COMPANION_DATA_ERASED');
  checkGuestCount(data.registeredGuests, current.maxGuests);
  const { guestKey, fields, registeredGuests } = data;
  return [{ type: 'OwnGuestPartSaved', data: { guestKey, fields, registeredGuests } }];
};

const setGuestStatus = (status: number): ReservationEvent[] =>
  status === ReservationStatus.TO_VALIDATE
    ? [{ type: 'GuestStatusChanged', data: { status } }]
    : reject('INVALID_GUEST_STATUS', { status });

const revertCancellation = (confirm: boolean, current: ExistingReservation): ReservationEvent[] => {
  requireConfirmation(confirm);
  // Shredding is irreversible: a revived reservation would have no guest data to act on.
  if (current.sensitiveDataRemoved) return reject('SENSITIVE_DATA_REMOVED');
  // evolve sets statusBeforeCancel on every cancellation, so the fallback is never used.
  const status = current.statusBeforeCancel ?? ReservationStatus.TO_FORM;
  return [{ type: 'CancellationReverted', data: { status } }];
};

const toggleVisibility = (motive: string, current: ExistingReservation): ReservationEvent[] => [
  current.hidden
    ? { type: 'FormShown', data: { hiddenMotive: checkMotive('hiddenMotive', motive, false) } }
    : { type: 'FormHidden', data: { hiddenMotive: checkMotive('hiddenMotive', motive, true) } },
];

const extendCheckout: Decision<ExtendCheckout> = ({ data }, current) => {
  const { checkIn, checkOut, confirm } = data;
  requireConfirmation(confirm);
  checkStay(checkIn, checkOut);
  // Access was already released through the lock; its passcode ends at the old check-out.
  const newPasscodeRequired = current.status === ReservationStatus.ENDED && current.hasLock;
  return [{ type: 'CheckoutExtended', data: { checkIn, checkOut, newPasscodeRequired } }];
};

const updateMaxGuests: Decision<UpdateMaxGuests> = ({ data }, current) => {
  const { maxGuests, registeredGuests = 0 } = data;
  checkMaxGuests(maxGuests);
  checkGuestCount(Math.max(current.registeredGuests, registeredGuests), maxGuests);
  return [{ type: 'MaxGuestsUpdated', data: { maxGuests } }];
};

const changeResponsibleUser: Decision<ChangeResponsibleUser> = ({ data }) => {
  const { responsibleUserId, isCheckoutResponsibleUser } = data;
  const reason = checkMotive('reason', data.reason, false) ?? '';
  return [
    {
      type: 'ResponsibleUserChanged',
      data: { responsibleUserId, reason, isCheckoutResponsibleUser },
    },
  ];
};

// A stay without a smart lock has a manual door code too, and a reservation created before
// its property had a lock takes one (issue 27): the code does not depend on the lock.
// An erased stay takes no door code: nobody is left to send it to (issue 32 walk).
const updateDynamicPassword = (
  password: string,
  current: ExistingReservation,
): ReservationEvent[] =>
  current.sensitiveDataRemoved
    ? reject('PERSONAL_DATA_ERASED_NO_CODE')
    : [
        {
          type: 'DynamicPasswordUpdated',
          data: { dynamicPassword: checkDynamicPassword(password) },
        },
      ];

// The host's correction of a guest's personal fields, once the guest asked for it.
const correctGuestData = (
  fields: GuestFormFields,
  current: ExistingReservation,
): ReservationEvent[] =>
  current.sensitiveDataRemoved
    ? reject('SENSITIVE_DATA_REMOVED')
    : [{ type: 'GuestDataCorrected', data: { fields } }];

const removeSensitiveData = (current: ExistingReservation): ReservationEvent[] =>
  current.sensitiveDataRemoved
    ? reject('SENSITIVE_DATA_ALREADY_REMOVED')
    : [{ type: 'SensitiveDataRemoved', data: {} }];

/**
 * The rows of reservation-lifecycle.md. `requireTransition` checks the row's "from" column
 * (and that the reservation exists) before any payload, so a forbidden action always says so.
 */
export const decide = (
  command: ReservationCommand,
  state: ReservationState,
): ReservationEvent[] => {
  if (command.type === 'CreateReservation') return create(command, state);
  const current = requireTransition(command, state);
  switch (command.type) {
    case 'SaveGuestForm':
      return saveGuestForm(command, current);
    case 'SubmitGuestForm':
      return submitGuestForm(command, current);
    case 'SaveOwnGuestPart':
      return saveOwnGuestPart(command, current);
    case 'PassAutomaticChecks':
      return [{ type: 'AutomaticChecksPassed', data: {} }];
    case 'SetGuestStatus':
      return setGuestStatus(command.data.status);
    case 'ApproveReservation':
      requireConfirmation(command.data.confirm);
      if (current.sensitiveDataRemoved) return reject('PERSONAL_DATA_ERASED');
      return [{ type: 'ReservationApproved', data: {} }];
    case 'RefuseReservation': {
      if (current.sensitiveDataRemoved) return reject('PERSONAL_DATA_ERASED');
      const refuseMotive = checkMotive('refuseMotive', command.data.refuseMotive, true);
      return [{ type: 'ReservationRefused', data: { refuseMotive } }];
    }
    case 'CancelReservation': {
      const cancelMotive = checkMotive('cancelMotive', command.data.cancelMotive, true);
      return [
        { type: 'ReservationCancelled', data: { cancelMotive, userId: command.data.userId } },
      ];
    }
    case 'RevertCancellation':
      return revertCancellation(command.data.confirm, current);
    case 'FinishCheckout':
      requireConfirmation(command.data.confirm);
      return [{ type: 'CheckoutFinished', data: {} }];
    case 'SetFormVisibility':
      return toggleVisibility(command.data.hiddenMotive, current);
    case 'ExtendCheckout':
      return extendCheckout(command, current);
    case 'UpdateMaxGuests':
      return updateMaxGuests(command, current);
    case 'ChangeResponsibleUser':
      return changeResponsibleUser(command, current);
    case 'UpdateDynamicPassword':
      return updateDynamicPassword(command.data.dynamicPassword, current);
    case 'RemoveSensitiveData':
    case 'ExpirePersonalData':
      return removeSensitiveData(current);
    case 'CorrectGuestData':
      return correctGuestData(command.data.fields, current);
    case 'EraseCompanionData':
      // Once the reservation's data is removed, a kept companion's part has a key of its own.
      return current.sensitiveDataRemoved
        ? reject('SENSITIVE_DATA_REMOVED')
        : [{ type: 'CompanionDataErased', data: { guestKey: command.data.guestKey } }];
    case 'EraseCompanionContact':
      return current.sensitiveDataRemoved
        ? reject('SENSITIVE_DATA_REMOVED')
        : [{ type: 'CompanionContactErased', data: { guestKey: command.data.guestKey } }];
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};
