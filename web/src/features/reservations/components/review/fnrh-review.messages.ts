import { defineMessages } from '@chegada/contracts';

/** The review page's FNRH Digital section (issue 32); FNRH's refusals are fnrh.failure.*. */
export const fnrhReviewMessages = defineMessages({
  'pt-BR': {
    'guestReview.gender': 'Gênero',
    'guestReview.transport': 'Meio de transporte',
    'guestReview.genders.woman': 'Mulher',
    'guestReview.genders.man': 'Homem',
    'guestReview.genders.other': 'Outro',
    'guestReview.genders.notInformed': 'Prefere não informar',
    'guestReview.transports.car': 'Automóvel',
    'guestReview.transports.bus': 'Ônibus',
    'guestReview.transports.plane': 'Avião',
    'guestReview.transports.motorcycle': 'Moto',
    'guestReview.transports.ship': 'Navio ou barco',
    'guestReview.transports.train': 'Trem',
    'guestReview.transports.other': 'Outro',
    'guestReview.fnrh.title': 'FNRH Digital',
    'guestReview.fnrh.reservaId': 'Reserva na FNRH',
    'guestReview.fnrh.guestId': 'Hóspede na FNRH',
    'guestReview.fnrh.precheckin': 'Pré-check-in na FNRH',
    'guestReview.fnrh.precheckinHint':
      'Envie ao hóspede: ali ele confirma os dados com o próprio login gov.br.',
    'guestReview.fnrh.checkedIn': 'Check-in enviado',
    'guestReview.fnrh.checkedOut': 'Check-out enviado',
    'guestReview.fnrh.cancelled': 'Cancelamento enviado',
    'guestReview.fnrh.progress.awaiting-approval': 'A estadia vai para a FNRH quando for aprovada.',
    'guestReview.fnrh.progress.awaiting-approval-checkin':
      'Depois de aprovada, a estadia vai para a FNRH no dia do check-in.',
    'guestReview.fnrh.progress.awaiting-checkin':
      'Aprovada: a estadia vai para a FNRH no check-in, {time}.',
    'guestReview.fnrh.progress.queued': 'Aprovada: o envio à FNRH está na fila e sai em instantes.',
    'guestReview.fnrh.progress.sent': 'Registrada na FNRH.',
    'guestReview.fnrh.progress.cancelled': 'Cancelada antes do envio: nada foi enviado à FNRH.',
    'guestReview.fnrh.progress.cancelled-sent':
      'Cancelada na FNRH: os hóspedes não fizeram check-in e a FNRH foi avisada.',
    'guestReview.fnrh.failedAt': 'Envio de {time} falhou:',
    'guestReview.fnrh.retry': 'Enviar de novo',
    'guestReview.fnrh.choose': 'Escolha',
    'guestReview.fnrh.tripHint':
      'A FNRH não aceita a resposta do hóspede. Escolha o que enviar à FNRH no lugar dela:',
  },
  'en-US': {
    'guestReview.gender': 'Gender',
    'guestReview.transport': 'Means of transport',
    'guestReview.genders.woman': 'Woman',
    'guestReview.genders.man': 'Man',
    'guestReview.genders.other': 'Other',
    'guestReview.genders.notInformed': 'Prefers not to say',
    'guestReview.transports.car': 'Car',
    'guestReview.transports.bus': 'Bus',
    'guestReview.transports.plane': 'Plane',
    'guestReview.transports.motorcycle': 'Motorcycle',
    'guestReview.transports.ship': 'Ship or boat',
    'guestReview.transports.train': 'Train',
    'guestReview.transports.other': 'Other',
    'guestReview.fnrh.title': 'FNRH Digital',
    'guestReview.fnrh.reservaId': 'Reservation in FNRH',
    'guestReview.fnrh.guestId': 'Guest in FNRH',
    'guestReview.fnrh.precheckin': 'FNRH pre-check-in',
    'guestReview.fnrh.precheckinHint':
      'Send it to the guest: there they confirm their data with their own gov.br login.',
    'guestReview.fnrh.checkedIn': 'Check-in sent',
    'guestReview.fnrh.checkedOut': 'Checkout sent',
    'guestReview.fnrh.cancelled': 'Cancellation sent',
    'guestReview.fnrh.progress.awaiting-approval': 'The stay goes to FNRH once it is approved.',
    'guestReview.fnrh.progress.awaiting-approval-checkin':
      'Once approved, the stay goes to FNRH on the check-in day.',
    'guestReview.fnrh.progress.awaiting-checkin':
      'Approved: the stay goes to FNRH at the check-in, {time}.',
    'guestReview.fnrh.progress.queued':
      'Approved: sending to FNRH is queued and goes out in a moment.',
    'guestReview.fnrh.progress.sent': 'Registered in FNRH.',
    'guestReview.fnrh.progress.cancelled': 'Cancelled before it was sent: nothing went to FNRH.',
    'guestReview.fnrh.progress.cancelled-sent':
      'Cancelled in FNRH: the guests did not check in, and FNRH was told.',
    'guestReview.fnrh.failedAt': 'Sending at {time} failed:',
    'guestReview.fnrh.retry': 'Send again',
    'guestReview.fnrh.choose': 'Choose',
    'guestReview.fnrh.tripHint':
      "FNRH does not take the guest's answer. Choose what to send FNRH instead:",
  },
  'es-ES': {
    'guestReview.gender': 'Género',
    'guestReview.transport': 'Medio de transporte',
    'guestReview.genders.woman': 'Mujer',
    'guestReview.genders.man': 'Hombre',
    'guestReview.genders.other': 'Otro',
    'guestReview.genders.notInformed': 'Prefiere no informar',
    'guestReview.transports.car': 'Automóvil',
    'guestReview.transports.bus': 'Autobús',
    'guestReview.transports.plane': 'Avión',
    'guestReview.transports.motorcycle': 'Moto',
    'guestReview.transports.ship': 'Barco',
    'guestReview.transports.train': 'Tren',
    'guestReview.transports.other': 'Otro',
    'guestReview.fnrh.title': 'FNRH Digital',
    'guestReview.fnrh.reservaId': 'Reserva en la FNRH',
    'guestReview.fnrh.guestId': 'Huésped en la FNRH',
    'guestReview.fnrh.precheckin': 'Pre-check-in en la FNRH',
    'guestReview.fnrh.precheckinHint':
      'Envíalo al huésped: allí confirma sus datos con su propio acceso gov.br.',
    'guestReview.fnrh.checkedIn': 'Check-in enviado',
    'guestReview.fnrh.checkedOut': 'Check-out enviado',
    'guestReview.fnrh.cancelled': 'Cancelación enviada',
    'guestReview.fnrh.progress.awaiting-approval': 'La estancia va a la FNRH cuando se aprueba.',
    'guestReview.fnrh.progress.awaiting-approval-checkin':
      'Una vez aprobada, la estancia va a la FNRH el día del check-in.',
    'guestReview.fnrh.progress.awaiting-checkin':
      'Aprobada: la estancia va a la FNRH en el check-in, {time}.',
    'guestReview.fnrh.progress.queued':
      'Aprobada: el envío a la FNRH está en cola y sale en unos instantes.',
    'guestReview.fnrh.progress.sent': 'Registrada en la FNRH.',
    'guestReview.fnrh.progress.cancelled': 'Cancelada antes del envío: no se envió nada a la FNRH.',
    'guestReview.fnrh.progress.cancelled-sent':
      'Cancelada en la FNRH: los huéspedes no hicieron el check-in y se avisó a la FNRH.',
    'guestReview.fnrh.failedAt': 'El envío de {time} falló:',
    'guestReview.fnrh.retry': 'Enviar de nuevo',
    'guestReview.fnrh.choose': 'Elija',
    'guestReview.fnrh.tripHint':
      'La FNRH no acepta la respuesta del huésped. Elija qué enviar a la FNRH en su lugar:',
  },
});
