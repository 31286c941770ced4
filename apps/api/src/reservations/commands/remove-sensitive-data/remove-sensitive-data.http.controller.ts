import { Param, Put } from '@nestjs/common';
import { CommandMeta, IdParamPipe, type CommandContext } from '../../../common';
import type { ReservationOutcome } from '../../reservation-commands';
import { ReservationCommandRoute, ReservationsController } from '../../reservation-http';
import { RemoveSensitiveDataHandler } from './remove-sensitive-data.handler';

@ReservationsController()
export class RemoveSensitiveDataHttpController {
  constructor(private readonly handler: RemoveSensitiveDataHandler) {}

  @Put('remove-sensitive-data/:id')
  @ReservationCommandRoute({
    summary:
      "Removes the guest's personal data of a cancelled or finished reservation, irreversibly",
    message: 'reservations.sensitiveDataRemoved',
  })
  removeSensitiveData(
    @Param('id', IdParamPipe) reservationId: string,
    @CommandMeta() context: CommandContext,
  ): Promise<ReservationOutcome> {
    return this.handler.execute(reservationId, context);
  }
}
