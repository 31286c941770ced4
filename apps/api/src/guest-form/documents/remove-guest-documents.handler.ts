import { Inject, Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FILE_STORE, type FileStore } from '@chegada/storage';
import { PersonalDataRemovedEvent } from '../../reservations/commands/remove-sensitive-data/personal-data-removed.event';
import { GuestDocumentsRepository } from '../guest-documents.repository';

/**
 * Deletes a reservation's documents once its key is shredded. They are unreadable already
 * (encrypted under that key); this frees the space and the rows. Views and consents stay:
 * they are access logs, holding no document.
 */
@EventsHandler(PersonalDataRemovedEvent)
export class RemoveGuestDocumentsHandler implements IEventHandler<PersonalDataRemovedEvent> {
  private readonly logger = new Logger(RemoveGuestDocumentsHandler.name);

  constructor(
    private readonly documents: GuestDocumentsRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  async handle({ reservationId }: PersonalDataRemovedEvent): Promise<void> {
    try {
      await this.documents.removeOfReservation(reservationId);
      await this.store.removePrefix(`reservations/${reservationId}/`);
    } catch (error) {
      this.logger.error({ err: error, reservationId }, 'Removed guest data left files behind');
    }
  }
}
