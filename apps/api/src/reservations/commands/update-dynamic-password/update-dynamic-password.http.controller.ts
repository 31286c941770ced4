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
import { UpdateDynamicPasswordCommand } from './update-dynamic-password.command';
import {
  updateDynamicPasswordRequest,
  type UpdateDynamicPasswordRequest,
} from './update-dynamic-password.request';

@ReservationsController()
export class UpdateDynamicPasswordHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('update-dynamic-password/:id')
  @ReservationCommandRoute(
    "Sets the lock's custom passcode (4 to 9 digits) of a reservation whose property has a smart lock",
  )
  @ApiYupBody(updateDynamicPasswordRequest)
  async updateDynamicPassword(
    @Param('id', IdParamPipe) id: string,
    @Body(new YupValidationPipe(updateDynamicPasswordRequest)) body: UpdateDynamicPasswordRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new UpdateDynamicPasswordCommand(id, body, context)),
      'reservations.dynamicPasswordUpdated',
    );
  }
}
