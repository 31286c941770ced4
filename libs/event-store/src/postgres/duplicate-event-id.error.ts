/**
 * Some, not all, of an append's event ids are already stored, or stored in another stream.
 * KurrentDB would answer a partial overlap with WrongExpectedVersion (or, with `any`, write
 * the duplicates); PostgreSQL keeps event ids unique, so this adapter says what happened.
 * It is a caller's bug, not a race: retrying cannot succeed.
 */
export class DuplicateEventId extends Error {
  readonly code = 'DUPLICATE_EVENT_ID';

  constructor(readonly streamId: string) {
    super(`Stream ${streamId}: some of the event ids are already stored`);
    this.name = 'DuplicateEventId';
  }
}
