import { createReservationSchema, type CreateReservationRequest } from '@chegada/contracts';
import { CommandBusController } from '../command-route';
import { CreateReservationCommand } from './create-reservation.command';

@CommandBusController('createReservation', {
  route: 'POST reservations',
  status: 201,
  body: createReservationSchema,
  command: (body: CreateReservationRequest, context) => new CreateReservationCommand(body, context),
  message: 'reservations.created',
  summary:
    'Creates a reservation (TO_FORM) for a property of the account; its id is a random UUID ' +
    'that guest links carry. residenceId must name a property of the account and maxGuests ' +
    "fit the property's (400 otherwise)",
})
export class CreateReservationHttpController {}
