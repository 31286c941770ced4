import { defineMessages } from '@chegada/contracts';

/**
 * Reservations that arrived by themselves (issue 30): where from, and, with no contact, the link
 * to send in the channel's chat (still true once the host copied it).
 */
export const importedOriginMessages = defineMessages({
  'pt-BR': {
    'importedOrigin.ical': 'Veio do calendário (iCal) · {source}',
    'importedOrigin.stays': 'Veio da Stays · {source}',
    'importedOrigin.staysId': 'Reserva {id} na Stays',
    'importedOrigin.linkNotSent': 'Sem contato — envie o link pelo chat do canal',
    'importedOrigin.copyHint':
      'O canal não informa o e-mail nem o telefone do hóspede, então não enviamos o link: copie-o abaixo.',
    'importedOrigin.copy': 'Copiar link do hóspede',
  },
  'en-US': {
    'importedOrigin.ical': 'From the calendar (iCal) · {source}',
    'importedOrigin.stays': 'From Stays · {source}',
    'importedOrigin.staysId': 'Booking {id} on Stays',
    'importedOrigin.linkNotSent': "No contact — send the link in the channel's chat",
    'importedOrigin.copyHint':
      "The channel does not give the guest's email or phone, so we did not send the link: copy it below.",
    'importedOrigin.copy': 'Copy guest link',
  },
  'es-ES': {
    'importedOrigin.ical': 'Del calendario (iCal) · {source}',
    'importedOrigin.stays': 'De Stays · {source}',
    'importedOrigin.staysId': 'Reserva {id} en Stays',
    'importedOrigin.linkNotSent': 'Sin contacto — envía el enlace por el chat del canal',
    'importedOrigin.copyHint':
      'El canal no informa el correo ni el teléfono del huésped, así que no enviamos el enlace: cópialo abajo.',
    'importedOrigin.copy': 'Copiar enlace del huésped',
  },
});
