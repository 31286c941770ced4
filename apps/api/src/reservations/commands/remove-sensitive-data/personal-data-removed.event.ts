/**
 * Published in-process once a reservation's data key is shredded, for the modules that keep
 * the guest's data outside the event log (documents) to delete their copies.
 */
export class PersonalDataRemovedEvent {
  constructor(readonly reservationId: string) {}
}
