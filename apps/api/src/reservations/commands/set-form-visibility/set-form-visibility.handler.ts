import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { SetFormVisibilityCommand } from './set-form-visibility.command';

@CommandHandler(SetFormVisibilityCommand)
export class SetFormVisibilityHandler implements ICommandHandler<
  SetFormVisibilityCommand,
  ReservationOutcome
> {
  constructor(private readonly reservations: ReservationCommandRunner) {}

  execute({ reservationId, body, context }: SetFormVisibilityCommand): Promise<ReservationOutcome> {
    return this.reservations.execute(
      'SetFormVisibility',
      { reservationId, hiddenMotive: body.hiddenMotive },
      context,
    );
  }
}
