import { defineMessages } from '@chegada/contracts';

/** Reservations that arrived by themselves (issue 30): where from, and the link not sent. */
export const importedOriginMessages = defineMessages({
  'pt-BR': {
    'importedOrigin.ical': 'Veio do calendário (iCal) · {source}',
    'importedOrigin.stays': 'Veio da Stays · {source}',
    'importedOrigin.staysId': 'Reserva {id} na Stays',
    'importedOrigin.linkNotSent': 'Link não enviado — sem contato',
    'importedOrigin.copyHint':
      'O canal não informa o contato do hóspede: copie o link e envie pelo chat do canal.',
    'importedOrigin.copy': 'Copiar link do hóspede',
  },
  'en-US': {
    'importedOrigin.ical': 'From the calendar (iCal) · {source}',
    'importedOrigin.stays': 'From Stays · {source}',
    'importedOrigin.staysId': 'Booking {id} on Stays',
    'importedOrigin.linkNotSent': 'Link not sent — no contact',
    'importedOrigin.copyHint':
      "The channel does not give the guest's contact: copy the link and send it in the channel's chat.",
    'importedOrigin.copy': 'Copy guest link',
  },
  'es-ES': {
    'importedOrigin.ical': 'Del calendario (iCal) · {source}',
    'importedOrigin.stays': 'De Stays · {source}',
    'importedOrigin.staysId': 'Reserva {id} en Stays',
    'importedOrigin.linkNotSent': 'Enlace no enviado — sin contacto',
    'importedOrigin.copyHint':
      'El canal no informa el contacto del huésped: copia el enlace y envíalo por el chat del canal.',
    'importedOrigin.copy': 'Copiar enlace del huésped',
  },
});
