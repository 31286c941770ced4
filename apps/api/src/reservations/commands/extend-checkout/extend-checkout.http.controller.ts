import { Body, Put } from '@nestjs/common';
import { extendCheckoutFormSchema, type ExtendCheckoutFormRequest } from '@chegada/contracts';
import { CommandMeta, type CommandContext, ApiYupBody, YupValidationPipe } from '../../../common';
import { ReservationCommandRunner } from '../../reservation-command-runner';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  COMMAND_ANSWER,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';

type ExtendCheckoutAnswer = CommandAnswer & { newPasscode: null };

const EXTEND_ANSWER =
  `${COMMAND_ANSWER}; plus newPasscode: always null for now — the smart-lock integration ` +
  '(a later issue) will issue the passcode for the new dates of an approved reservation with a lock';

@ReservationsController()
export class ExtendCheckoutHttpController {
  constructor(private readonly runner: ReservationCommandRunner) {}

  @Put('extendCheckoutForm')
  @ReservationCommandRoute(
    "Changes the stay's dates (check-out after check-in) of a reservation not cancelled or finished",
    { answer: EXTEND_ANSWER },
  )
  @ApiYupBody(extendCheckoutFormSchema)
  async extendCheckout(
    @Body(new YupValidationPipe(extendCheckoutFormSchema)) body: ExtendCheckoutFormRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<ExtendCheckoutAnswer> {
    const { id, CheckIn, checkout, confirm } = body;
    const data = { reservationId: id, checkIn: CheckIn, checkOut: checkout, confirm };
    // No lock provider is wired to the API yet: the passcode for the new dates is not made here.
    return reply(
      () => this.runner.execute('ExtendCheckout', data, context),
      'reservations.checkoutExtended',
      {
        newPasscode: null,
      },
    );
  }
}
