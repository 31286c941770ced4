import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { ApproveReservationCommand } from './approve-reservation.command';

@CommandHandler(ApproveReservationCommand)
export class ApproveReservationHandler implements ICommandHandler<
  ApproveReservationCommand,
  ReservationOutcome
> {
  constructor(private readonly reservations: ReservationCommandRunner) {}

  execute({
    reservationId,
    body,
    context,
  }: ApproveReservationCommand): Promise<ReservationOutcome> {
    return this.reservations.execute(
      'ApproveReservation',
      { reservationId, confirm: body.confirm },
      context,
    );
  }
}
