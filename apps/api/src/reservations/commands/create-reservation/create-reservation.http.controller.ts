import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createReservationSchema, type CreateReservationRequest } from '@chegada/contracts';
import { CommandMeta, type CommandContext, ApiYupBody, YupValidationPipe } from '../../../common';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';
import { CreateReservationCommand } from './create-reservation.command';

@ReservationsController()
export class CreateReservationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('reservations')
  @ReservationCommandRoute(
    'Creates a reservation (TO_FORM) for a property of the account; its id is a random UUID ' +
      'that guest links carry. residenceId must name a property of the account and maxGuests ' +
      "fit the property's (400 otherwise)",
    { status: 201 },
  )
  @ApiYupBody(createReservationSchema)
  async createReservation(
    @Body(new YupValidationPipe(createReservationSchema)) body: CreateReservationRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new CreateReservationCommand(body, context)),
      'reservations.created',
    );
  }
}
