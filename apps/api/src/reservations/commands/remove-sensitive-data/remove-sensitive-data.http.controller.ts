import { CommandBusController } from '../command-route';
import { RemoveSensitiveDataCommand } from './remove-sensitive-data.command';

@CommandBusController('removeSensitiveData', {
  route: 'PUT remove-sensitive-data/:id',
  command: (id: string, context) => new RemoveSensitiveDataCommand(id, context),
  message: 'reservations.sensitiveDataRemoved',
  summary: "Removes the guest's personal data of a cancelled or finished reservation, irreversibly",
})
export class RemoveSensitiveDataHttpController {}
