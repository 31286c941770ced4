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
import { UpdateMaxGuestsCommand } from './update-max-guests.command';
import { updateMaxGuestsRequest, type UpdateMaxGuestsRequest } from './update-max-guests.request';

@ReservationsController()
export class UpdateMaxGuestsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('updateMaxGuests')
  @ReservationCommandRoute(
    "Changes the maximum guests; never below the guests already registered ('Max guests reached!')",
  )
  @ApiYupBody(updateMaxGuestsRequest)
  async updateMaxGuests(
    @Body(new YupValidationPipe(updateMaxGuestsRequest)) body: UpdateMaxGuestsRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new UpdateMaxGuestsCommand(body.id, body, context)),
      'reservations.maxGuestsUpdated',
    );
  }
}
