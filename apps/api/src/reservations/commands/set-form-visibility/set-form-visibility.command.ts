import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { SetFormVisibilityRequest } from './set-form-visibility.request';

export class SetFormVisibilityCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: SetFormVisibilityRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
