import { Command } from '@nestjs/cqrs';
import type { CancelFormRequest } from '@chegada/contracts';
import type { CommandContext } from '../../../common';
import type { ReservationOutcome } from '../../reservation-command-runner';

export class CancelReservationCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: CancelFormRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
