import { Put } from '@nestjs/common';
import { cancelFormSchema, type CancelFormRequest } from '@chegada/contracts';
import { CommandMeta, YupBody, type CommandContext } from '../../common';
import { ReservationCommands, type ReservationOutcome } from '../reservation-commands';
import { ReservationCommandRoute, ReservationsController } from '../reservation-http';
import { ReservationReferencesRepository } from '../reservation-references.repository';
import { requireAccountMember } from '../require-account-member';

@ReservationsController()
export class CancelReservationHttpController {
  constructor(
    private readonly commands: ReservationCommands,
    private readonly references: ReservationReferencesRepository,
  ) {}

  @Put('cancelForm')
  @ReservationCommandRoute({
    summary:
      'Cancels a reservation not already cancelled or finished, with a motive; userId (a user ' +
      'of the account) is who cancels. The status it left is restored by revertCancelForm',
    message: 'reservations.statusUpdated',
  })
  async cancelReservation(
    @YupBody(cancelFormSchema) { id, cancelMotive, userId }: CancelFormRequest,
    @CommandMeta() context: CommandContext,
  ): Promise<ReservationOutcome> {
    await requireAccountMember(this.references, context.actor, userId, 'userId');
    const data = { reservationId: id, cancelMotive, userId };
    return this.commands.execute('CancelReservation', data, context);
  }
}
