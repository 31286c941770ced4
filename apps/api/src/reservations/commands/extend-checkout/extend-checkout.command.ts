import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { ExtendCheckoutRequest } from './extend-checkout.request';

export class ExtendCheckoutCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: ExtendCheckoutRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
