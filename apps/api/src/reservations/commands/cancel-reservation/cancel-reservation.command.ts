import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { CancelFormRequest } from '@chegada/contracts';

export class CancelReservationCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: CancelFormRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
