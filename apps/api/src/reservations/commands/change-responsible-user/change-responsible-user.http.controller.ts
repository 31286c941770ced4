import { responsibleUserSchema, type ResponsibleUserRequest } from '@chegada/contracts';
import { CommandBusController } from '../command-route';
import { ChangeResponsibleUserCommand } from './change-responsible-user.command';

@CommandBusController('changeResponsibleUser', {
  route: 'PUT reservations/responsible-user',
  body: responsibleUserSchema,
  command: (body: ResponsibleUserRequest, context) =>
    new ChangeResponsibleUserCommand(body, context),
  message: 'reservations.responsibleUpdated',
  summary:
    'Names the user of the account responsible for the reservation (or, with ' +
    'isCheckoutResponsibleUser, for its check-out), with an optional reason',
})
export class ChangeResponsibleUserHttpController {}
