import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { RefuseReservationCommand } from './refuse-reservation.command';

@CommandHandler(RefuseReservationCommand)
export class RefuseReservationHandler implements ICommandHandler<
  RefuseReservationCommand,
  ReservationOutcome
> {
  constructor(private readonly reservations: ReservationCommandRunner) {}

  execute({ reservationId, body, context }: RefuseReservationCommand): Promise<ReservationOutcome> {
    return this.reservations.execute(
      'RefuseReservation',
      { reservationId, refuseMotive: body.refuseMotive },
      context,
    );
  }
}
