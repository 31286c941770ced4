import { Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CommandMeta, type CommandContext, IdParamPipe } from '../../../common';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';
import { RemoveSensitiveDataCommand } from './remove-sensitive-data.command';

@ReservationsController()
export class RemoveSensitiveDataHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('remove-sensitive-data/:id')
  @ReservationCommandRoute(
    "Removes the guest's personal data of a cancelled or finished reservation, irreversibly",
  )
  async removeSensitiveData(
    @Param('id', IdParamPipe) id: string,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new RemoveSensitiveDataCommand(id, context)),
      'reservations.sensitiveDataRemoved',
    );
  }
}
