import { statusAfter } from './reservation.status';
import {
  ReservationStatus,
  type ExistingReservation,
  type ReservationCreated,
  type ReservationEvent,
  type ReservationState,
} from './reservation.types';

const created = ({ data }: ReservationCreated): ExistingReservation => ({
  kind: 'existing',
  reservationId: data.reservationId,
  accountId: data.accountId,
  residenceId: data.residenceId,
  status: ReservationStatus.TO_FORM,
  statusBeforeCancel: null,
  hidden: false,
  checkIn: data.checkIn,
  checkOut: data.checkOut,
  maxGuests: data.maxGuests,
  registeredGuests: 0,
  hasLock: data.hasLock,
  responsibleUserId: null,
  checkoutResponsibleUserId: null,
  sensitiveDataRemoved: false,
  erasedCompanions: [],
});

/** The fields other than the status that an event changes. */
const changes = (
  state: ExistingReservation,
  event: Exclude<ReservationEvent, ReservationCreated>,
): Partial<ExistingReservation> => {
  switch (event.type) {
    case 'GuestFormSaved':
    case 'ReservationSubmitted':
    case 'OwnGuestPartSaved':
      return { registeredGuests: event.data.registeredGuests };
    case 'ReservationCancelled':
      return { statusBeforeCancel: state.status };
    case 'CancellationReverted':
      return { statusBeforeCancel: null };
    case 'FormHidden':
      return { hidden: true };
    case 'FormShown':
      return { hidden: false };
    case 'CheckoutExtended':
      return { checkIn: event.data.checkIn, checkOut: event.data.checkOut };
    case 'MaxGuestsUpdated':
      return { maxGuests: event.data.maxGuests };
    case 'ResponsibleUserChanged':
      return event.data.isCheckoutResponsibleUser
        ? { checkoutResponsibleUserId: event.data.responsibleUserId }
        : { responsibleUserId: event.data.responsibleUserId };
    case 'SensitiveDataRemoved':
      return { sensitiveDataRemoved: true };
    case 'CompanionDataErased':
    case 'CompanionContactErased':
      return {
        erasedCompanions: [...new Set([...state.erasedCompanions, event.data.guestKey])],
      };
    case 'AutomaticChecksPassed':
    case 'GuestStatusChanged':
    case 'ReservationApproved':
    case 'ReservationRefused':
    case 'CheckoutFinished':
    case 'DynamicPasswordUpdated':
    case 'GuestDataCorrected':
      // The password matters to the lock side effect and the read model, not to any rule.
      return {};
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled event ${JSON.stringify(unhandled)}`);
    }
  }
};

/** Folds one event into the state; events are facts, so nothing here rejects. */
export const evolve = (state: ReservationState, event: ReservationEvent): ReservationState => {
  if (event.type === 'ReservationCreated') return created(event);
  if (state.kind === 'none') return state;
  return { ...state, ...changes(state, event), status: statusAfter(event, state.status) };
};
