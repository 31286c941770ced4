import { Put } from '@nestjs/common';
import { cancelFormSchema, type CancelFormRequest } from '@chegada/contracts';
import { YupBody } from '../../common';
import { CommandAnswers, CommandCall, type CommandAnswer } from '../command-answers';
import { ReservationCommands } from '../reservation-commands';
import { ReservationCommandRoute, ReservationsController } from '../reservation-http';
import { ReservationReferencesRepository } from '../reservation-references.repository';
import { requireAccountMember } from '../require-account-member';

@ReservationsController()
export class CancelReservationHttpController {
  constructor(
    private readonly commands: ReservationCommands,
    private readonly references: ReservationReferencesRepository,
    private readonly answers: CommandAnswers,
  ) {}

  @Put('cancelForm')
  @ReservationCommandRoute({
    summary:
      'Cancels a reservation not already cancelled or finished, with a motive; userId (a user ' +
      'of the account) is who cancels. The status it left is restored by revertCancelForm',
    message: 'reservations.cancelled',
  })
  cancelReservation(
    @YupBody(cancelFormSchema) { id, cancelMotive, userId }: CancelFormRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, async (context) => {
      await requireAccountMember(this.references, context.actor, userId, 'userId');
      const data = { reservationId: id, cancelMotive, userId };
      return this.commands.execute('CancelReservation', data, context);
    });
  }
}
