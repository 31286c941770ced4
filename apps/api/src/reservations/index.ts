// What other modules may use of reservations; everything else in this folder is its own.
export {
  CreateReservationHandler,
  maxGuestsAboveResidence,
} from './commands/create-reservation/create-reservation.handler';
export { PersonalDataRemovedEvent } from './commands/remove-sensitive-data/personal-data-removed.event';
export { RemoveSensitiveDataHandler } from './commands/remove-sensitive-data/remove-sensitive-data.handler';
export {
  guestFormView,
  mergeFields,
  type GuestFormFields,
  type GuestFormState,
} from './guest-form-view';
export { OpenReservations } from './queries/residence/open-reservations';
export { ReservationQueriesModule } from './queries/reservation-queries.module';
export {
  commandMetadataOf,
  ReservationCommands,
  type ReservationOutcome,
} from './reservation-commands';
export { ReadModelCatchUp } from './read-model-catch-up';
export { ReservationsController } from './reservation-http';
export { evolveDetails, noDetails, type ReservationDetails } from './reservation-view';
export { ReservationCommandsModule } from './reservations.module';
