import { defineMessages } from './define-messages';

/**
 * Reservations imported from a property's calendar feed (issue 30): what an import records,
 * and each way a sync can fail, with what the host can do about it.
 */
export const bookingsMessages = defineMessages({
  'pt-BR': {
    'bookings.invalidFeedUrl': 'Informe um endereço http:// ou https:// de calendário (iCal)',
    'bookings.feedError.UNEXPECTED':
      'A sincronização falhou por um erro nosso. Tentaremos de novo em instantes.',
    'bookings.feedError.SUBSCRIPTION_INACTIVE':
      'Reservas novas não foram importadas porque a assinatura está inativa; alterações e cancelamentos continuam chegando. Pague em Assinatura e elas chegam na próxima sincronização.',
    'bookings.feedError.INVALID_URL':
      'O endereço do calendário não é válido. Copie de novo o link de exportação (iCal) do canal.',
    'bookings.feedError.ADDRESS_NOT_ALLOWED':
      'Este endereço aponta para uma rede privada e não pode ser lido. Use o link público do canal.',
    'bookings.feedError.HOST_NOT_FOUND':
      'O endereço do calendário não existe. Confira o link copiado do canal.',
    'bookings.feedError.TOO_MANY_REDIRECTS':
      'O canal redirecionou vezes demais. Copie de novo o link de exportação.',
    'bookings.feedError.TIMEOUT':
      'O canal demorou demais para responder. Tentaremos de novo na próxima sincronização.',
    'bookings.feedError.TOO_LARGE':
      'O calendário é grande demais para ser lido. Confira se o link é o do anúncio certo.',
    'bookings.feedError.HTTP_ERROR':
      'O canal respondeu com erro {status}. Se persistir, gere um novo link de exportação no canal.',
    'bookings.feedError.UNREACHABLE':
      'Não foi possível conectar ao canal. Tentaremos de novo na próxima sincronização.',
    'bookings.feedError.NOT_A_CALENDAR':
      'O endereço não devolveu um calendário. Use o link de exportação (iCal) do anúncio.',
  },
  'en-US': {
    'bookings.invalidFeedUrl': 'Enter an http:// or https:// calendar (iCal) address',
    'bookings.feedError.UNEXPECTED':
      'The sync failed because of an error on our side. We will try again shortly.',
    'bookings.feedError.SUBSCRIPTION_INACTIVE':
      'New reservations were not imported because the subscription is inactive; changes and cancellations still arrive. Pay it on Subscription and they arrive on the next sync.',
    'bookings.feedError.INVALID_URL':
      "The calendar address is not valid. Copy the channel's export (iCal) link again.",
    'bookings.feedError.ADDRESS_NOT_ALLOWED':
      "This address points to a private network and cannot be read. Use the channel's public link.",
    'bookings.feedError.HOST_NOT_FOUND':
      'The calendar address does not exist. Check the link you copied from the channel.',
    'bookings.feedError.TOO_MANY_REDIRECTS':
      'The channel redirected too many times. Copy the export link again.',
    'bookings.feedError.TIMEOUT':
      'The channel took too long to answer. We will try again at the next sync.',
    'bookings.feedError.TOO_LARGE':
      "The calendar is too large to read. Check that the link is the right listing's.",
    'bookings.feedError.HTTP_ERROR':
      'The channel answered with error {status}. If it persists, create a new export link on the channel.',
    'bookings.feedError.UNREACHABLE':
      'Could not connect to the channel. We will try again at the next sync.',
    'bookings.feedError.NOT_A_CALENDAR':
      "The address did not return a calendar. Use the listing's export (iCal) link.",
  },
  'es-ES': {
    'bookings.invalidFeedUrl': 'Indica una dirección http:// o https:// de calendario (iCal)',
    'bookings.feedError.UNEXPECTED':
      'La sincronización falló por un error nuestro. Lo intentaremos de nuevo en breve.',
    'bookings.feedError.SUBSCRIPTION_INACTIVE':
      'Las reservas nuevas no se importaron porque la suscripción está inactiva; los cambios y las cancelaciones siguen llegando. Págala en Suscripción y llegarán en la próxima sincronización.',
    'bookings.feedError.INVALID_URL':
      'La dirección del calendario no es válida. Copia de nuevo el enlace de exportación (iCal) del canal.',
    'bookings.feedError.ADDRESS_NOT_ALLOWED':
      'Esta dirección apunta a una red privada y no se puede leer. Usa el enlace público del canal.',
    'bookings.feedError.HOST_NOT_FOUND':
      'La dirección del calendario no existe. Revisa el enlace copiado del canal.',
    'bookings.feedError.TOO_MANY_REDIRECTS':
      'El canal redirigió demasiadas veces. Copia de nuevo el enlace de exportación.',
    'bookings.feedError.TIMEOUT':
      'El canal tardó demasiado en responder. Lo intentaremos de nuevo en la próxima sincronización.',
    'bookings.feedError.TOO_LARGE':
      'El calendario es demasiado grande para leerlo. Revisa que el enlace sea el del anuncio correcto.',
    'bookings.feedError.HTTP_ERROR':
      'El canal respondió con el error {status}. Si continúa, genera un nuevo enlace de exportación en el canal.',
    'bookings.feedError.UNREACHABLE':
      'No se pudo conectar con el canal. Lo intentaremos de nuevo en la próxima sincronización.',
    'bookings.feedError.NOT_A_CALENDAR':
      'La dirección no devolvió un calendario. Usa el enlace de exportación (iCal) del anuncio.',
  },
});
