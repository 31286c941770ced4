import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { UpdateDynamicPasswordRequest } from './update-dynamic-password.request';

export class UpdateDynamicPasswordCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: UpdateDynamicPasswordRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
