import { defineMessages } from '@chegada/contracts';

/**
 * Where a request of the guest's stands (walk59): a deletion scheduled for the stay's end, as
 * the host's list says it (walk61: or earlier, if the host closes the stay first; walk62: said
 * once, as a sentence with its period); the day it completed.
 */
export const guestRequestStateMessages = defineMessages({
  'pt-BR': {
    'guest.dataRequests.status.scheduled': 'Agendado',
    'guest.dataRequests.scheduled':
      'Conclui-se sozinho no fim da estadia, em {date} (ou antes, se o anfitrião encerrar a estadia).',
    'guest.dataRequests.completedOn': 'Concluído em {date}',
  },
  'en-US': {
    'guest.dataRequests.status.scheduled': 'Scheduled',
    'guest.dataRequests.scheduled':
      'Completes by itself at the end of the stay, on {date} (or earlier, if the host closes the stay).',
    'guest.dataRequests.completedOn': 'Completed on {date}',
  },
  'es-ES': {
    'guest.dataRequests.status.scheduled': 'Programada',
    'guest.dataRequests.scheduled':
      'Se completa sola al final de la estancia, el {date} (o antes, si el anfitrión cierra la estancia).',
    'guest.dataRequests.completedOn': 'Completada el {date}',
  },
});
