import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { SetGuestStatusCommand } from './set-guest-status.command';

@CommandHandler(SetGuestStatusCommand)
export class SetGuestStatusHandler implements ICommandHandler<
  SetGuestStatusCommand,
  ReservationOutcome
> {
  constructor(private readonly reservations: ReservationCommandRunner) {}

  execute({ reservationId, body, context }: SetGuestStatusCommand): Promise<ReservationOutcome> {
    return this.reservations.execute(
      'SetGuestStatus',
      { reservationId, status: body.status },
      context,
    );
  }
}
