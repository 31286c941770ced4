import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { CancelReservationRequest } from './cancel-reservation.request';

export class CancelReservationCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: CancelReservationRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
