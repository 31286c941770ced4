import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { RefuseReservationRequest } from './refuse-reservation.request';

export class RefuseReservationCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: RefuseReservationRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
