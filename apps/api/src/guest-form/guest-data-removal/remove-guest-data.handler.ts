import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PersonalDataRemovedEvent } from '../../reservations';
import { GuestDataRemoval } from './guest-data-removal';

/**
 * Cleans up in the API's process right after the key is shredded, so the documents are gone
 * by the time the host looks again. A failure here is finished by RemoveGuestDataEffect.
 */
@EventsHandler(PersonalDataRemovedEvent)
export class RemoveGuestDataHandler implements IEventHandler<PersonalDataRemovedEvent> {
  private readonly logger = new Logger(RemoveGuestDataHandler.name);

  constructor(private readonly removal: GuestDataRemoval) {}

  async handle({ reservationId }: PersonalDataRemovedEvent): Promise<void> {
    try {
      await this.removal.cleanUp(reservationId);
    } catch (error) {
      this.logger.warn(
        { err: error, reservationId },
        'Removed guest data left files or index entries behind; the worker will finish',
      );
    }
  }
}
