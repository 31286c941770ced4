import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { ApproveReservationRequest } from './approve-reservation.request';

export class ApproveReservationCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: ApproveReservationRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
