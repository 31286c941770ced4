import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { UpdateMaxGuestsCommand } from './update-max-guests.command';

@CommandHandler(UpdateMaxGuestsCommand)
export class UpdateMaxGuestsHandler implements ICommandHandler<
  UpdateMaxGuestsCommand,
  ReservationOutcome
> {
  constructor(private readonly reservations: ReservationCommandRunner) {}

  execute({ reservationId, body, context }: UpdateMaxGuestsCommand): Promise<ReservationOutcome> {
    return this.reservations.execute(
      'UpdateMaxGuests',
      { reservationId, maxGuests: body.maxGuests },
      context,
    );
  }
}
