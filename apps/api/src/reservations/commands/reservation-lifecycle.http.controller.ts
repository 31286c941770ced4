import {
  confirmActionSchema,
  dynamicPasswordSchema,
  guestStatusSchema,
  refuseFormSchema,
  revertCancelFormSchema,
  setFormVisibilitySchema,
  updateMaxGuestsSchema,
} from '@chegada/contracts';
import { ReservationCommandRunner } from '../reservation-command-runner';
import { ReservationsController } from '../reservation-http';
import { lifecycleRoute, withLifecycleRoutes } from './lifecycle-route';

/**
 * Every lifecycle command whose rules are all in the decider: its route, body, command and
 * the message its answer carries. A command with logic of its own has its own folder.
 */
export const lifecycleRoutes = [
  lifecycleRoute({
    route: 'POST approve-reservation/:id',
    summary:
      'Approves a submitted reservation (TO_APROVE or TO_VALIDATE → ENDED); confirm must be true',
    body: confirmActionSchema,
    command: 'ApproveReservation',
    data: ({ confirm }) => ({ confirm }),
    message: 'reservations.statusUpdated',
  }),
  lifecycleRoute({
    route: 'PUT refuseForm',
    summary:
      'Refuses a submitted reservation with a motive (→ REFUSED); the guest adjusts and resubmits',
    body: refuseFormSchema,
    command: 'RefuseReservation',
    data: ({ refuseMotive }) => ({ refuseMotive }),
    message: 'reservations.statusUpdated',
  }),
  lifecycleRoute({
    route: 'PUT revertCancelForm',
    summary: 'Reverts a cancellation: the reservation returns to the status it was cancelled from',
    body: revertCancelFormSchema,
    command: 'RevertCancellation',
    data: ({ confirm }) => ({ confirm }),
    message: 'reservations.statusUpdated',
  }),
  lifecycleRoute({
    route: 'POST finish-checkout/:id',
    summary: 'Finishes the stay of an approved reservation (ENDED → CHECKOUT_FINISHED)',
    body: confirmActionSchema,
    command: 'FinishCheckout',
    data: ({ confirm }) => ({ confirm }),
    message: 'reservations.statusUpdated',
  }),
  lifecycleRoute({
    route: 'PUT setFormVisibility',
    summary:
      'Hides a visible reservation (hiddenMotive required) or shows a hidden one; the status stays',
    body: setFormVisibilitySchema,
    command: 'SetFormVisibility',
    data: ({ hiddenMotive }) => ({ hiddenMotive }),
    message: 'reservations.visibilityUpdated',
  }),
  lifecycleRoute({
    route: 'POST guest-status/:id',
    summary:
      'Sends a reservation waiting for approval back to analysis: only status 1 (TO_VALIDATE) is accepted',
    body: guestStatusSchema,
    command: 'SetGuestStatus',
    data: ({ status }) => ({ status }),
    message: 'reservations.statusUpdated',
  }),
  lifecycleRoute({
    route: 'PUT updateMaxGuests',
    summary:
      "Changes the maximum guests; never below the guests already registered ('Max guests reached!')",
    body: updateMaxGuestsSchema,
    command: 'UpdateMaxGuests',
    data: ({ maxGuests }) => ({ maxGuests }),
    message: 'reservations.maxGuestsUpdated',
  }),
  lifecycleRoute({
    route: 'POST update-dynamic-password/:id',
    summary:
      "Sets the lock's custom passcode (4 to 9 digits) of a reservation whose property has a smart lock",
    body: dynamicPasswordSchema,
    command: 'UpdateDynamicPassword',
    data: ({ dynamicPassword }) => ({ dynamicPassword }),
    message: 'reservations.dynamicPasswordUpdated',
  }),
];

@ReservationsController()
export class ReservationLifecycleHttpController {
  constructor(readonly runner: ReservationCommandRunner) {}
}

withLifecycleRoutes(ReservationLifecycleHttpController, lifecycleRoutes);
