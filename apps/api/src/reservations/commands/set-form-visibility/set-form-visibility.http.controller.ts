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
import { SetFormVisibilityCommand } from './set-form-visibility.command';
import {
  setFormVisibilityRequest,
  type SetFormVisibilityRequest,
} from './set-form-visibility.request';

@ReservationsController()
export class SetFormVisibilityHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('setFormVisibility')
  @ReservationCommandRoute(
    'Hides a visible reservation (hiddenMotive required) or shows a hidden one; the status stays',
  )
  @ApiYupBody(setFormVisibilityRequest)
  async setFormVisibility(
    @Body(new YupValidationPipe(setFormVisibilityRequest)) body: SetFormVisibilityRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new SetFormVisibilityCommand(body.id, body, context)),
      'reservations.visibilityUpdated',
    );
  }
}
