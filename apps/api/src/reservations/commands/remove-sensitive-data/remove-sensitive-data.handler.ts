import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { RemoveSensitiveDataCommand } from './remove-sensitive-data.command';

@CommandHandler(RemoveSensitiveDataCommand)
export class RemoveSensitiveDataHandler implements ICommandHandler<
  RemoveSensitiveDataCommand,
  ReservationOutcome
> {
  constructor(private readonly reservations: ReservationCommandRunner) {}

  execute({ reservationId, context }: RemoveSensitiveDataCommand): Promise<ReservationOutcome> {
    return this.reservations.execute('RemoveSensitiveData', { reservationId }, context);
  }
}
