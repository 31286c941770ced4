import { defineMessages } from '@chegada/contracts';

/** The review page's section on a guest's deletion carried out (issue 32). */
export const personalDataRemovalMessages = defineMessages({
  'pt-BR': {
    'guestReview.removal.title': 'Dados pessoais removidos',
    'guestReview.removal.summary': 'Dados pessoais removidos em {date} a pedido da pessoa hóspede.',
    'guestReview.removal.keptTitle': 'O que continua guardado',
    'guestReview.removal.keptNothing': 'Nada ficou guardado.',
    'guestReview.removal.keptGuest': '{name}: {facts}',
    'guestReview.removal.keptGuestNoName': 'Hóspede sem nome: {facts}',
    'guestReview.removal.keptGone': 'Os dados guardados já foram excluídos ao fim do prazo.',
    'guestReview.removal.birth': 'nascimento em {date}',
    'guestReview.removal.nationality': 'nacionalidade {country}',
    'guestReview.removal.removedGuest': 'Hóspede com dados removidos a pedido próprio',
    'guestReview.removal.removedCompanion':
      'Acompanhante com dados removidos a pedido da pessoa titular',
    'guestReview.removal.erasedCompanion': 'Acompanhante com dados excluídos a pedido próprio',
    'guestReview.removal.scheduled':
      '{name} pediu em {asked} a exclusão dos próprios dados; ela se conclui sozinha no fim da estadia, em {end} (ou quando você finalizar o checkout, se antes), guardando o que a lei exige.',
  },
  'en-US': {
    'guestReview.removal.title': 'Personal data removed',
    'guestReview.removal.summary': "Personal data removed on {date} at the guest's request.",
    'guestReview.removal.keptTitle': 'What is still kept',
    'guestReview.removal.keptNothing': 'Nothing was kept.',
    'guestReview.removal.keptGuest': '{name}: {facts}',
    'guestReview.removal.keptGuestNoName': 'Guest without a name: {facts}',
    'guestReview.removal.keptGone': 'The data kept was deleted when its period ended.',
    'guestReview.removal.birth': 'born {date}',
    'guestReview.removal.nationality': 'nationality {country}',
    'guestReview.removal.removedGuest': 'Guest removed at their request',
    'guestReview.removal.removedCompanion': "Companion removed at the holder's request",
    'guestReview.removal.erasedCompanion': 'Companion erased at their own request',
    'guestReview.removal.scheduled':
      '{name} asked on {asked} for their own data to be deleted; it completes by itself at the end of the stay, on {end} (or when you finish the checkout, if earlier), keeping what the law requires.',
  },
  'es-ES': {
    'guestReview.removal.title': 'Datos personales eliminados',
    'guestReview.removal.summary':
      'Datos personales eliminados el {date} a petición de la persona huésped.',
    'guestReview.removal.keptTitle': 'Lo que se sigue guardando',
    'guestReview.removal.keptNothing': 'No se guardó nada.',
    'guestReview.removal.keptGuest': '{name}: {facts}',
    'guestReview.removal.keptGuestNoName': 'Huésped sin nombre: {facts}',
    'guestReview.removal.keptGone': 'Los datos guardados ya se eliminaron al terminar el plazo.',
    'guestReview.removal.birth': 'nacimiento el {date}',
    'guestReview.removal.nationality': 'nacionalidad {country}',
    'guestReview.removal.removedGuest': 'Huésped con datos eliminados a petición propia',
    'guestReview.removal.removedCompanion':
      'Acompañante con datos eliminados a petición de la persona titular',
    'guestReview.removal.erasedCompanion': 'Acompañante con datos eliminados a petición propia',
    'guestReview.removal.scheduled':
      '{name} pidió el {asked} la eliminación de sus propios datos; se completa sola al final de la estancia, el {end} (o cuando finalices el checkout, si es antes), guardando lo que exige la ley.',
  },
});
