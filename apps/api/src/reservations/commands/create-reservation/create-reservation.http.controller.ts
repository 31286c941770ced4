import { Post } from '@nestjs/common';
import { createReservationSchema, type CreateReservationRequest } from '@chegada/contracts';
import { CommandMeta, YupBody, type CommandContext } from '../../../common';
import type { ReservationOutcome } from '../../reservation-commands';
import { ReservationCommandRoute, ReservationsController } from '../../reservation-http';
import { CreateReservationHandler } from './create-reservation.handler';

@ReservationsController()
export class CreateReservationHttpController {
  constructor(private readonly handler: CreateReservationHandler) {}

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
    @CommandMeta() context: CommandContext,
  ): Promise<ReservationOutcome> {
    return this.handler.execute(body, context);
  }
}
