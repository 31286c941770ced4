import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { FinishCheckoutCommand } from './finish-checkout.command';

@CommandHandler(FinishCheckoutCommand)
export class FinishCheckoutHandler implements ICommandHandler<
  FinishCheckoutCommand,
  ReservationOutcome
> {
  constructor(private readonly reservations: ReservationCommandRunner) {}

  execute({ reservationId, body, context }: FinishCheckoutCommand): Promise<ReservationOutcome> {
    return this.reservations.execute(
      'FinishCheckout',
      { reservationId, confirm: body.confirm },
      context,
    );
  }
}
