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
});

const withStatus = (
  state: ExistingReservation,
  status: ReservationStatus,
): ExistingReservation => ({
  ...state,
  status,
});

/** Folds one event into the state; events are facts, so nothing here rejects. */
export const evolve = (state: ReservationState, event: ReservationEvent): ReservationState => {
  if (event.type === 'ReservationCreated') return created(event);
  if (state.kind === 'none') return state;
  switch (event.type) {
    case 'GuestFormSaved':
      return {
        ...state,
        status: ReservationStatus.FILLING,
        registeredGuests: event.data.registeredGuests,
      };
    case 'ReservationSubmitted':
      return { ...state, status: event.data.status, registeredGuests: event.data.registeredGuests };
    case 'AutomaticChecksPassed':
      return withStatus(state, ReservationStatus.TO_APROVE);
    case 'GuestStatusChanged':
      return withStatus(state, event.data.status);
    case 'ReservationApproved':
      return withStatus(state, ReservationStatus.ENDED);
    case 'ReservationRefused':
      return withStatus(state, ReservationStatus.REFUSED);
    case 'ReservationCancelled':
      return { ...state, status: ReservationStatus.CANCELED, statusBeforeCancel: state.status };
    case 'CancellationReverted':
      return { ...state, status: event.data.status, statusBeforeCancel: null };
    case 'CheckoutFinished':
      return withStatus(state, ReservationStatus.CHECKOUT_FINISHED);
    case 'FormHidden':
      return { ...state, hidden: true };
    case 'FormShown':
      return { ...state, hidden: false };
    case 'CheckoutExtended':
      return { ...state, checkIn: event.data.checkIn, checkOut: event.data.checkOut };
    case 'MaxGuestsUpdated':
      return { ...state, maxGuests: event.data.maxGuests };
    case 'ResponsibleUserChanged':
      return event.data.isCheckoutResponsibleUser
        ? { ...state, checkoutResponsibleUserId: event.data.responsibleUserId }
        : { ...state, responsibleUserId: event.data.responsibleUserId };
    case 'DynamicPasswordUpdated':
      // The password matters to the lock side effect and the read model, not to any rule.
      return state;
    case 'SensitiveDataRemoved':
      return { ...state, sensitiveDataRemoved: true };
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled event ${JSON.stringify(unhandled)}`);
    }
  }
};
