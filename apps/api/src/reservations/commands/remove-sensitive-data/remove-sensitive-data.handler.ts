import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { isDomainError } from '@chegada/domain';
import { PersonalDataVault } from '@chegada/personal-data';
import type { CommandContext } from '../../../common';
import { ReservationCommands, type ReservationOutcome } from '../../reservation-commands';
import { PersonalDataRemovedEvent } from './personal-data-removed.event';

/**
 * Records the removal, then deletes the reservation's data key: every sealed copy of the
 * guest's data (events, backups) becomes unreadable, and the read models drop the fields.
 */
@Injectable()
export class RemoveSensitiveDataHandler {
  constructor(
    private readonly commands: ReservationCommands,
    private readonly vault: PersonalDataVault,
    private readonly events: EventBus,
  ) {}

  async execute(reservationId: string, context: CommandContext): Promise<ReservationOutcome> {
    try {
      const outcome = await this.commands.execute(
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
