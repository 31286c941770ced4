import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { isDomainError } from '@chegada/domain';
import { PersonalDataVault } from '@chegada/personal-data';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { PersonalDataRemovedEvent } from './personal-data-removed.event';
import { RemoveSensitiveDataCommand } from './remove-sensitive-data.command';

/**
 * Records the removal, then deletes the reservation's data key: every sealed copy of the
 * guest's data (events, backups) becomes unreadable, and the read models drop the fields.
 */
@CommandHandler(RemoveSensitiveDataCommand)
export class RemoveSensitiveDataHandler implements ICommandHandler<
  RemoveSensitiveDataCommand,
  ReservationOutcome
> {
  constructor(
    private readonly reservations: ReservationCommandRunner,
    private readonly vault: PersonalDataVault,
    private readonly events: EventBus,
  ) {}

  async execute({
    reservationId,
    context,
  }: RemoveSensitiveDataCommand): Promise<ReservationOutcome> {
    try {
      const outcome = await this.reservations.execute(
        'RemoveSensitiveData',
        { reservationId },
        context,
      );
      await this.shred(reservationId);
      return outcome;
    } catch (error) {
      // A removal recorded by a request that failed before shredding is finished by its repeat.
      if (isDomainError(error) && error.code === 'SENSITIVE_DATA_ALREADY_REMOVED')
        await this.shred(reservationId);
      throw error;
    }
  }

  private async shred(reservationId: string): Promise<void> {
    await this.vault.shred(reservationId);
    this.events.publish(new PersonalDataRemovedEvent(reservationId));
  }
}
