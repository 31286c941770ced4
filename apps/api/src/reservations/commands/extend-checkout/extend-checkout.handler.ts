import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { ExtendCheckoutCommand } from './extend-checkout.command';

@CommandHandler(ExtendCheckoutCommand)
export class ExtendCheckoutHandler implements ICommandHandler<
  ExtendCheckoutCommand,
  ReservationOutcome
> {
  constructor(private readonly reservations: ReservationCommandRunner) {}

  execute({ reservationId, body, context }: ExtendCheckoutCommand): Promise<ReservationOutcome> {
    return this.reservations.execute(
      'ExtendCheckout',
      { reservationId, checkIn: body.CheckIn, checkOut: body.checkout, confirm: body.confirm },
      context,
    );
  }
}
