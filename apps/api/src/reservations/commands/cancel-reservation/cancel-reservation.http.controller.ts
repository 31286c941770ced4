import { Body, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { cancelFormSchema, type CancelFormRequest } from '@chegada/contracts';
import { CommandMeta, type CommandContext, ApiYupBody, YupValidationPipe } from '../../../common';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';
import { CancelReservationCommand } from './cancel-reservation.command';

@ReservationsController()
export class CancelReservationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('cancelForm')
  @ReservationCommandRoute(
    'Cancels a reservation not already cancelled or finished, with a motive; userId (a user ' +
      'of the account) is who cancels. The status it left is restored by revertCancelForm',
  )
  @ApiYupBody(cancelFormSchema)
  async cancelReservation(
    @Body(new YupValidationPipe(cancelFormSchema)) body: CancelFormRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new CancelReservationCommand(body.id, body, context)),
      'reservations.statusUpdated',
    );
  }
}
