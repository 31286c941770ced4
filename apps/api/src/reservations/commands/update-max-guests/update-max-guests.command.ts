import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { UpdateMaxGuestsRequest } from './update-max-guests.request';

export class UpdateMaxGuestsCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: UpdateMaxGuestsRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
