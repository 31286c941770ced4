import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { RevertCancellationRequest } from './revert-cancellation.request';

export class RevertCancellationCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: RevertCancellationRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
