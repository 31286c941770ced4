import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PersonalDataRemovedEvent } from '../../reservations/commands/remove-sensitive-data/personal-data-removed.event';
import { GuestDocumentIndexRepository } from './guest-document-index.repository';

/** A shredded reservation is never offered for import: its index entries go with its key. */
@EventsHandler(PersonalDataRemovedEvent)
export class RemoveDocumentIndexHandler implements IEventHandler<PersonalDataRemovedEvent> {
  private readonly logger = new Logger(RemoveDocumentIndexHandler.name);

  constructor(private readonly index: GuestDocumentIndexRepository) {}

  async handle({ reservationId }: PersonalDataRemovedEvent): Promise<void> {
    try {
      await this.index.removeOfReservation(reservationId);
    } catch (error) {
      // The lookup also skips reservations whose key is gone, so nothing is offered meanwhile.
      this.logger.error({ err: error, reservationId }, 'Removed guest data left index entries');
    }
  }
}
