import { Command } from '@nestjs/cqrs';
import type { ResponsibleUserRequest } from '@chegada/contracts';
import type { CommandContext } from '../../../common';
import type { ReservationOutcome } from '../../reservation-command-runner';

export class ChangeResponsibleUserCommand extends Command<ReservationOutcome> {
  constructor(
    readonly body: ResponsibleUserRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
