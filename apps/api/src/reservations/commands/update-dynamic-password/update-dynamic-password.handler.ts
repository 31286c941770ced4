import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { UpdateDynamicPasswordCommand } from './update-dynamic-password.command';

@CommandHandler(UpdateDynamicPasswordCommand)
export class UpdateDynamicPasswordHandler implements ICommandHandler<
  UpdateDynamicPasswordCommand,
  ReservationOutcome
> {
  constructor(private readonly reservations: ReservationCommandRunner) {}

  execute({
    reservationId,
    body,
    context,
  }: UpdateDynamicPasswordCommand): Promise<ReservationOutcome> {
    return this.reservations.execute(
      'UpdateDynamicPassword',
      { reservationId, dynamicPassword: body.dynamicPassword },
      context,
    );
  }
}
