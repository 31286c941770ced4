import { Body, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { responsibleUserSchema, type ResponsibleUserRequest } from '@chegada/contracts';
import { CommandMeta, type CommandContext, ApiYupBody, YupValidationPipe } from '../../../common';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';
import { ChangeResponsibleUserCommand } from './change-responsible-user.command';

@ReservationsController()
export class ChangeResponsibleUserHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('reservations/responsible-user')
  @ReservationCommandRoute(
    'Names the user of the account responsible for the reservation (or, with ' +
      'isCheckoutResponsibleUser, for its check-out), with an optional reason',
  )
  @ApiYupBody(responsibleUserSchema)
  async changeResponsibleUser(
    @Body(new YupValidationPipe(responsibleUserSchema)) body: ResponsibleUserRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new ChangeResponsibleUserCommand(body, context)),
      'reservations.responsibleUpdated',
    );
  }
}
