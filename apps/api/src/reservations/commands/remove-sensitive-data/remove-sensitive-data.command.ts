import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common';
import type { ReservationOutcome } from '../../reservation-command-runner';

export class RemoveSensitiveDataCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
