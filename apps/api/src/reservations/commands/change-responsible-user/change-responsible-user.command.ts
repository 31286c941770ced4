import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { ChangeResponsibleUserRequest } from './change-responsible-user.request';

export class ChangeResponsibleUserCommand extends Command<ReservationOutcome> {
  constructor(
    readonly body: ChangeResponsibleUserRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
