import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { CreateReservationRequest } from '@chegada/contracts';

export class CreateReservationCommand extends Command<ReservationOutcome> {
  constructor(
    readonly body: CreateReservationRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
