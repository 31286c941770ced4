import { defineMessages } from './define-messages';

/** The host's message templates (/api/message-templates) and the links messages carry. */
export const messageTemplatesMessages = defineMessages({
  'pt-BR': {
    'messageTemplates.unknownPlaceholder':
      'O marcador {placeholder} não existe nesta mensagem; use só os listados',
    'messageTemplates.brokenPlaceholder':
      'O marcador em “{fragment}” está incompleto: abra e feche as chaves, ou apague-as',
    'error.PROCESS_TOKEN_INVALID': 'Este link não é válido',
    'error.PROCESS_TOKEN_EXPIRED': 'Este link expirou',
    'error.PROCESS_TOKEN_USED': 'Este link já foi usado',
    'error.NO_RECIPIENT': 'Não há e-mail nem telefone para quem enviar esta mensagem',
    'error.GUEST_LINK_CLOSED': 'O link de uma reserva cancelada ou encerrada não é enviado',
    'error.FRONT_DESK_LIST_CLOSED': 'A lista só vai à portaria quando a reserva está aprovada',
  },
  'en-US': {
    'messageTemplates.unknownPlaceholder':
      'The placeholder {placeholder} does not exist in this message; use only the ones listed',
    'messageTemplates.brokenPlaceholder':
      'The placeholder in “{fragment}” is incomplete: open and close its braces, or delete them',
    'error.PROCESS_TOKEN_INVALID': 'This link is not valid',
    'error.PROCESS_TOKEN_EXPIRED': 'This link has expired',
    'error.PROCESS_TOKEN_USED': 'This link was already used',
    'error.NO_RECIPIENT': 'There is no e-mail or phone to send this message to',
    'error.GUEST_LINK_CLOSED': 'The link of a cancelled or finished reservation is not sent',
    'error.FRONT_DESK_LIST_CLOSED':
      'The list goes to the front desk only once the reservation is approved',
  },
  'es-ES': {
    'messageTemplates.unknownPlaceholder':
      'El marcador {placeholder} no existe en este mensaje; usa solo los indicados',
    'messageTemplates.brokenPlaceholder':
      'El marcador en “{fragment}” está incompleto: abre y cierra sus llaves, o bórralas',
    'error.PROCESS_TOKEN_INVALID': 'Este enlace no es válido',
    'error.PROCESS_TOKEN_EXPIRED': 'Este enlace caducó',
    'error.PROCESS_TOKEN_USED': 'Este enlace ya se usó',
    'error.NO_RECIPIENT': 'No hay correo ni teléfono a quien enviar este mensaje',
    'error.GUEST_LINK_CLOSED': 'El enlace de una reserva cancelada o terminada no se envía',
    'error.FRONT_DESK_LIST_CLOSED':
      'La lista va a la portería solo cuando la reserva está aprobada',
  },
});
