import { defineMessages } from '@chegada/contracts';

/**
 * Where a request of the guest's stands (walk59): a deletion scheduled for the stay's end, as
 * the host's list says it; the day it completed.
 */
export const guestRequestStateMessages = defineMessages({
  'pt-BR': {
    'guest.dataRequests.status.scheduled': 'Agendado',
    'guest.dataRequests.scheduled': 'Conclui-se sozinho no fim da estadia, em {date}',
    'guest.dataRequests.completedOn': 'Concluído em {date}',
  },
  'en-US': {
    'guest.dataRequests.status.scheduled': 'Scheduled',
    'guest.dataRequests.scheduled': 'Completes by itself at the end of the stay, on {date}',
    'guest.dataRequests.completedOn': 'Completed on {date}',
  },
  'es-ES': {
    'guest.dataRequests.status.scheduled': 'Programada',
    'guest.dataRequests.scheduled': 'Se completa sola al final de la estancia, el {date}',
    'guest.dataRequests.completedOn': 'Completada el {date}',
  },
});
