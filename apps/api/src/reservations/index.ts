// What other modules may use of reservations; everything else in this folder is its own.
export {
  CreateReservationCommand,
  maxGuestsAboveResidence,
} from './commands/create-reservation/create-reservation.command';
export { PersonalDataRemovedEvent } from './commands/remove-sensitive-data/personal-data-removed.event';
export { OpenReservations } from './queries/residence/open-reservations';
export { ReservationQueriesModule } from './queries/reservation-queries.module';
export {
  commandMetadataOf,
  ReservationCommandRunner,
  type ReservationOutcome,
} from './reservation-command-runner';
export {
  guestFormView,
  mergeFields,
  type GuestFormFields,
  type GuestFormFolding,
} from './reservation-form-view';
export { ReservationsController } from './reservation-http';
export { evolveDetails, noDetails, type ReservationDetails } from './reservation-view';
export { ReservationCommandsModule } from './reservations.module';
