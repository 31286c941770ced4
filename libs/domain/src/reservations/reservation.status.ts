import { ReservationStatus, type ReservationEvent } from './reservation.types';

/**
 * The status a reservation has after an event, from the one it had: the decider's state and
 * every read model follow this one table.
 */
export const statusAfter = (
  event: ReservationEvent,
  current: ReservationStatus,
): ReservationStatus => {
  switch (event.type) {
    case 'ReservationCreated':
      return ReservationStatus.TO_FORM;
    case 'GuestFormSaved':
      return ReservationStatus.FILLING;
    case 'ReservationSubmitted':
    case 'GuestStatusChanged':
    case 'CancellationReverted':
      return event.data.status;
    case 'OwnGuestPartSaved':
      // Someone started the form; once the holder has sent it, the status stays theirs.
      return current === ReservationStatus.TO_FORM ? ReservationStatus.FILLING : current;
    case 'AutomaticChecksPassed':
      return ReservationStatus.TO_APROVE;
    case 'ReservationApproved':
      return ReservationStatus.ENDED;
    case 'ReservationRefused':
      return ReservationStatus.REFUSED;
    case 'ReservationCancelled':
      return ReservationStatus.CANCELED;
    case 'CheckoutFinished':
      return ReservationStatus.CHECKOUT_FINISHED;
    case 'FormHidden':
    case 'FormShown':
    case 'CheckoutExtended':
    case 'MaxGuestsUpdated':
    case 'ResponsibleUserChanged':
    case 'DynamicPasswordUpdated':
    case 'SensitiveDataRemoved':
    case 'GuestDataCorrected':
    case 'CompanionDataErased':
    case 'CompanionContactErased':
      return current;
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled event ${JSON.stringify(unhandled)}`);
    }
  }
};
