import { Command } from '@nestjs/cqrs';
import type { CreateReservationRequest } from '@chegada/contracts';
import type { CommandContext } from '../../../common';
import type { ReservationOutcome } from '../../reservation-command-runner';

export class CreateReservationCommand extends Command<ReservationOutcome> {
  constructor(
    readonly body: CreateReservationRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
