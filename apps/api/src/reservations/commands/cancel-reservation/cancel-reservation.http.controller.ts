import { cancelFormSchema, type CancelFormRequest } from '@chegada/contracts';
import { CommandBusController } from '../command-route';
import { CancelReservationCommand } from './cancel-reservation.command';

@CommandBusController('cancelReservation', {
  route: 'PUT cancelForm',
  body: cancelFormSchema,
  command: (body: CancelFormRequest, context) =>
    new CancelReservationCommand(body.id, body, context),
  message: 'reservations.statusUpdated',
  summary:
    'Cancels a reservation not already cancelled or finished, with a motive; userId (a user ' +
    'of the account) is who cancels. The status it left is restored by revertCancelForm',
})
export class CancelReservationHttpController {}
