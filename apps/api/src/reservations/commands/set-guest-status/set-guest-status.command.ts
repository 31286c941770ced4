import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { SetGuestStatusRequest } from './set-guest-status.request';

export class SetGuestStatusCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: SetGuestStatusRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
