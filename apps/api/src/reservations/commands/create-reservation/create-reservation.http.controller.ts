import { Post } from '@nestjs/common';
import { createReservationSchema, type CreateReservationRequest } from '@chegada/contracts';
import { YupBody } from '../../../common';
import { CommandAnswers, CommandCall, type CommandAnswer } from '../../command-answers';
import { ReservationCommandRoute, ReservationsController } from '../../reservation-http';
import { CreateReservationHandler } from './create-reservation.handler';

@ReservationsController()
export class CreateReservationHttpController {
  constructor(
    private readonly handler: CreateReservationHandler,
    private readonly answers: CommandAnswers,
  ) {}

  @Post('reservations')
  @ReservationCommandRoute({
    summary:
      'Creates a reservation (TO_FORM) for a property of the account; its id is a random UUID ' +
      'that guest links carry. residenceId must name a property of the account and maxGuests ' +
      "fit the property's (400 otherwise)",
    message: 'reservations.created',
    status: 201,
  })
  createReservation(
    @YupBody(createReservationSchema) body: CreateReservationRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, (context) => this.handler.execute(body, context));
  }
}
