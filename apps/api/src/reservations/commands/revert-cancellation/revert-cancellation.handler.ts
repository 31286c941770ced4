import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { RevertCancellationCommand } from './revert-cancellation.command';

@CommandHandler(RevertCancellationCommand)
export class RevertCancellationHandler implements ICommandHandler<
  RevertCancellationCommand,
  ReservationOutcome
> {
  constructor(private readonly reservations: ReservationCommandRunner) {}

  execute({
    reservationId,
    body,
    context,
  }: RevertCancellationCommand): Promise<ReservationOutcome> {
    return this.reservations.execute(
      'RevertCancellation',
      { reservationId, confirm: body.confirm },
      context,
    );
  }
}
