// What other modules may use of the reservation stream; everything else here is its own.
export {
  reservationCommandCodec,
  reservationPersonalDataCodec,
} from './reservation-personal-data.codec';
export {
  ownedBy,
  ReservationStreamReader,
  type FoldedView,
  type LoadedReservation,
  type PersonalData,
  type RecordedReservationEvent,
} from './reservation-stream-reader';
export { COMPANION_CONTACT_FIELDS } from './companion-entries';
export { type KeptCompanion, KeptCompanionsRepository } from './kept-companions.repository';
export { ReservationStreamModule } from './reservation-stream.module';
