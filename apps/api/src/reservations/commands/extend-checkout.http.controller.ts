import { Put } from '@nestjs/common';
import { extendCheckoutFormSchema, type ExtendCheckoutFormRequest } from '@chegada/contracts';
import { requestLocale, YupBody } from '../../common';
import { NewPasscodeAnswers } from '../../locks';
import { CommandAnswers, CommandCall, type CommandAnswer } from '../command-answers';
import { ReservationCommands } from '../reservation-commands';
import {
  COMMAND_ANSWER,
  ReservationCommandRoute,
  ReservationsController,
} from '../reservation-http';

const EXTEND_ANSWER =
  `${COMMAND_ANSWER}; plus newPasscode: null when no lock code is involved (not approved, or ` +
  'no lock on the property); else { success, message, pending }, waiting up to 5 s for the ' +
  'worker to move the code on the TTLock lock: success true once the lock has the new dates, ' +
  "false with the host's message when TTLock refused, or false with pending true when the " +
  'worker has not finished yet (the outcome then shows on GET /api/stays/local/:id, lockPasscode)';

@ReservationsController()
export class ExtendCheckoutHttpController {
  constructor(
    private readonly commands: ReservationCommands,
    private readonly newPasscodes: NewPasscodeAnswers,
    private readonly answers: CommandAnswers,
  ) {}

  @Put('extendCheckoutForm')
  @ReservationCommandRoute({
    summary:
      "Changes the stay's dates (check-out after check-in) of a reservation not cancelled or finished",
    message: 'reservations.checkoutExtended',
    answer: EXTEND_ANSWER,
  })
  extendCheckout(
    @YupBody(extendCheckoutFormSchema) body: ExtendCheckoutFormRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    const { id, CheckIn, checkout, confirm } = body;
    const data = { reservationId: id, checkIn: CheckIn, checkOut: checkout, confirm };
    return this.answers.answer(call, async (context) => {
      const outcome = await this.commands.execute('ExtendCheckout', data, context);
      // What the command's side effect did to the lock's code: after it ran.
      const { reservation, revision } = outcome;
      const locale = requestLocale(call.request);
      const newPasscode = await this.newPasscodes.afterExtension(reservation, revision, locale);
      return { ...outcome, extra: { newPasscode } };
    });
  }
}
