import { Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { extendCheckoutFormSchema, type ExtendCheckoutFormRequest } from '@chegada/contracts';
import { YupBody, CommandMeta, type CommandContext, requestLocale } from '../../../common';
import { NewPasscodeAnswers, type NewPasscodeAnswer } from '../../../locks';
import { ReservationCommandRunner } from '../../reservation-command-runner';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  COMMAND_ANSWER,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';

type ExtendCheckoutAnswer = CommandAnswer & { newPasscode: NewPasscodeAnswer | null };

const EXTEND_ANSWER =
  `${COMMAND_ANSWER}; plus newPasscode: null when no lock code is involved (not approved, or ` +
  'no lock on the property); else { success, message, pending }, waiting up to 5 s for the ' +
  'worker to move the code on the TTLock lock: success true once the lock has the new dates, ' +
  "false with the host's message when TTLock refused, or false with pending true when the " +
  'worker has not finished yet (the outcome then shows on GET /api/stays/local/:id, lockPasscode)';

@ReservationsController()
export class ExtendCheckoutHttpController {
  constructor(
    private readonly runner: ReservationCommandRunner,
    private readonly newPasscodes: NewPasscodeAnswers,
  ) {}

  @Put('extendCheckoutForm')
  @ReservationCommandRoute(
    "Changes the stay's dates (check-out after check-in) of a reservation not cancelled or finished",
    { answer: EXTEND_ANSWER },
  )
  async extendCheckout(
    @YupBody(extendCheckoutFormSchema) body: ExtendCheckoutFormRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
    @Req() request: Request,
  ): Promise<ExtendCheckoutAnswer> {
    const { id, CheckIn, checkout, confirm } = body;
    const data = { reservationId: id, checkIn: CheckIn, checkOut: checkout, confirm };
    return reply(
      () => this.runner.execute('ExtendCheckout', data, context),
      'reservations.checkoutExtended',
      async ({ reservation, revision }) => ({
        newPasscode: await this.newPasscodes.afterExtension(
          reservation,
          revision,
          requestLocale(request),
        ),
      }),
    );
  }
}
