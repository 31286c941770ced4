import { Body, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CommandMeta, type CommandContext } from '../../../common/event-sourcing';
import { ApiYupBody } from '../../../common/validation/api-yup';
import { YupValidationPipe } from '../../../common/validation/yup-validation.pipe';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';
import { RevertCancellationCommand } from './revert-cancellation.command';
import {
  revertCancellationRequest,
  type RevertCancellationRequest,
} from './revert-cancellation.request';

@ReservationsController()
export class RevertCancellationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('revertCancelForm')
  @ReservationCommandRoute(
    'Reverts a cancellation: the reservation returns to the status it was cancelled from',
  )
  @ApiYupBody(revertCancellationRequest)
  async revertCancellation(
    @Body(new YupValidationPipe(revertCancellationRequest)) body: RevertCancellationRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new RevertCancellationCommand(body.id, body, context)),
      'reservations.statusUpdated',
    );
  }
}
