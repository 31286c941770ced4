import { Body, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CommandMeta, type CommandContext } from '../../../common/event-sourcing';
import { ApiYupBody } from '../../../common/validation/api-yup';
import { YupValidationPipe } from '../../../common/validation/yup-validation.pipe';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  COMMAND_ANSWER,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';
import { ExtendCheckoutCommand } from './extend-checkout.command';
import { extendCheckoutRequest, type ExtendCheckoutRequest } from './extend-checkout.request';

type ExtendCheckoutAnswer = CommandAnswer & { newPasscode: null };

const EXTEND_ANSWER =
  `${COMMAND_ANSWER}; plus newPasscode: always null for now — the smart-lock integration ` +
  '(a later issue) will issue the passcode for the new dates of an approved reservation with a lock';

@ReservationsController()
export class ExtendCheckoutHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('extendCheckoutForm')
  @ReservationCommandRoute(
    "Changes the stay's dates (check-out after check-in) of a reservation not cancelled or finished",
    { answer: EXTEND_ANSWER },
  )
  @ApiYupBody(extendCheckoutRequest)
  async extendCheckout(
    @Body(new YupValidationPipe(extendCheckoutRequest)) body: ExtendCheckoutRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<ExtendCheckoutAnswer> {
    // No lock provider is wired to the API yet: the passcode for the new dates is not made here.
    return reply(
      () => this.commandBus.execute(new ExtendCheckoutCommand(body.id, body, context)),
      'reservations.checkoutExtended',
      { newPasscode: null },
    );
  }
}
