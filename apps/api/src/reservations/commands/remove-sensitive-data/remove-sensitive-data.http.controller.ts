import { Param, Put } from '@nestjs/common';
import { IdParamPipe } from '../../../common';
import { CommandAnswers, CommandCall, type CommandAnswer } from '../../command-answers';
import { ReservationCommandRoute, ReservationsController } from '../../reservation-http';
import { RemoveSensitiveDataHandler } from './remove-sensitive-data.handler';

@ReservationsController()
export class RemoveSensitiveDataHttpController {
  constructor(
    private readonly handler: RemoveSensitiveDataHandler,
    private readonly answers: CommandAnswers,
  ) {}

  @Put('remove-sensitive-data/:id')
  @ReservationCommandRoute({
    summary:
      "Removes the guest's personal data of a cancelled or finished reservation, irreversibly",
    message: 'reservations.sensitiveDataRemoved',
  })
  removeSensitiveData(
    @Param('id', IdParamPipe) reservationId: string,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, (context) => this.handler.execute(reservationId, context));
  }
}
