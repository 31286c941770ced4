import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../common/event-sourcing';
import type { ReservationOutcome } from '../../reservation-command-runner';
import type { FinishCheckoutRequest } from './finish-checkout.request';

export class FinishCheckoutCommand extends Command<ReservationOutcome> {
  constructor(
    readonly reservationId: string,
    readonly body: FinishCheckoutRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
