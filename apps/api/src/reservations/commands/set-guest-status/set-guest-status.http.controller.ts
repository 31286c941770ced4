import { Body, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CommandMeta, type CommandContext } from '../../../common/event-sourcing';
import { ApiYupBody } from '../../../common/validation/api-yup';
import { YupValidationPipe } from '../../../common/validation/yup-validation.pipe';
import { IdParamPipe } from '../../../common/id-param.pipe';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';
import { SetGuestStatusCommand } from './set-guest-status.command';
import { setGuestStatusRequest, type SetGuestStatusRequest } from './set-guest-status.request';

@ReservationsController()
export class SetGuestStatusHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('guest-status/:id')
  @ReservationCommandRoute(
    'Sends a reservation waiting for approval back to analysis: only status 1 (TO_VALIDATE) is accepted',
  )
  @ApiYupBody(setGuestStatusRequest)
  async setGuestStatus(
    @Param('id', IdParamPipe) id: string,
    @Body(new YupValidationPipe(setGuestStatusRequest)) body: SetGuestStatusRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new SetGuestStatusCommand(id, body, context)),
      'reservations.statusUpdated',
    );
  }
}
