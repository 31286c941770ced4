import { defineMessages } from '@chegada/contracts';

/** /process-notification/:token: a link of a host's e-mail, confirmed before it acts. */
export const processNotificationMessages = defineMessages({
  'pt-BR': {
    'processNotification.approveQuestion': 'Aprovar a reserva de {guestName} em {propertyName}?',
    'processNotification.stay': 'De {checkIn} a {checkOut}',
    'processNotification.approve': 'Aprovar a reserva',
    'processNotification.approving': 'Aprovando…',
    'processNotification.approved': 'Reserva aprovada. O hóspede e a portaria serão avisados.',
    'processNotification.review': 'Ver a reserva no painel',
    'processNotification.used': 'Este link já foi usado.',
    'processNotification.expired': 'Este link expirou.',
    'processNotification.invalid': 'Este link não é válido.',
    'processNotification.notFound': 'Esta reserva não foi encontrada.',
    'processNotification.whatNow': 'Abra a reserva no painel para ver como ela está e o que fazer.',
  },
  'en-US': {
    'processNotification.approveQuestion':
      'Approve the reservation of {guestName} at {propertyName}?',
    'processNotification.stay': 'From {checkIn} to {checkOut}',
    'processNotification.approve': 'Approve the reservation',
    'processNotification.approving': 'Approving…',
    'processNotification.approved':
      'Reservation approved. The guest and the front desk will be told.',
    'processNotification.review': 'See the reservation in the console',
    'processNotification.used': 'This link was already used.',
    'processNotification.expired': 'This link has expired.',
    'processNotification.invalid': 'This link is not valid.',
    'processNotification.notFound': 'This reservation was not found.',
    'processNotification.whatNow': 'Open the reservation in the console to see where it stands.',
  },
  'es-ES': {
    'processNotification.approveQuestion': '¿Aprobar la reserva de {guestName} en {propertyName}?',
    'processNotification.stay': 'Del {checkIn} al {checkOut}',
    'processNotification.approve': 'Aprobar la reserva',
    'processNotification.approving': 'Aprobando…',
    'processNotification.approved': 'Reserva aprobada. Se avisará al huésped y a la recepción.',
    'processNotification.review': 'Ver la reserva en el panel',
    'processNotification.used': 'Este enlace ya se usó.',
    'processNotification.expired': 'Este enlace caducó.',
    'processNotification.invalid': 'Este enlace no es válido.',
    'processNotification.notFound': 'No se encontró esta reserva.',
    'processNotification.whatNow': 'Abre la reserva en el panel para ver en qué estado está.',
  },
});
