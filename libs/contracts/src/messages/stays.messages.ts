import { defineMessages } from './define-messages';

/**
 * Stays.net (issue 30): connecting the host's account, mapping its listings, and each way a
 * sync can fail, with what the host can do about it.
 */
export const staysMessages = defineMessages({
  'pt-BR': {
    'stays.invalidDomain': 'Informe o domínio da sua conta Stays, como suaempresa.stays.net',
    'stays.domainNotAllowed':
      'Este domínio aponta para uma rede privada. Use o domínio público da sua conta Stays.',
    'stays.secretRequired': 'Informe o client secret gerado no App Center da Stays',
    'stays.residenceNotFound': 'Imóvel não encontrado na sua conta',
    'error.STAYS_LOGIN_FAILED':
      'A Stays recusou o client id e o secret. Confira-os no App Center da Stays.',
    'error.STAYS_UNAVAILABLE': 'Não foi possível falar com a Stays. Tente de novo em instantes.',
    'error.STAYS_NOT_CONNECTED': 'Conecte primeiro sua conta Stays',
    'error.PROPERTY_HAS_CALENDAR_FEED':
      'Este imóvel já recebe reservas por um calendário iCal. Remova o calendário do imóvel antes de ligá-lo à Stays.',
    'error.PROPERTY_MAPPED_TO_STAYS':
      'Este imóvel já recebe reservas da Stays, que traz as reservas de todos os canais. Desligue o anúncio da Stays antes de informar um calendário.',
    'stays.syncError.UNAUTHORIZED':
      'A Stays recusou o client id e o secret. Gere novas credenciais no App Center da Stays e salve-as aqui.',
    'stays.syncError.INVALID_URL':
      'O domínio da Stays não é válido. Confira o domínio da sua conta e salve de novo.',
    'stays.syncError.ADDRESS_NOT_ALLOWED':
      'O domínio aponta para uma rede privada e não pode ser usado. Informe o domínio público da sua conta Stays.',
    'stays.syncError.HOST_NOT_FOUND':
      'O domínio da Stays não existe. Confira o domínio da sua conta (ex.: suaempresa.stays.net).',
    'stays.syncError.TOO_MANY_REDIRECTS':
      'A Stays redirecionou a chamada. Confira se o domínio é o da sua conta.',
    'stays.syncError.TIMEOUT':
      'A Stays demorou demais para responder. Tentaremos de novo na próxima sincronização.',
    'stays.syncError.TOO_LARGE':
      'A Stays devolveu uma resposta grande demais. Tentaremos de novo na próxima sincronização.',
    'stays.syncError.HTTP_ERROR':
      'A Stays respondeu com erro {status}. Tentaremos de novo; se persistir, fale com o suporte da Stays.',
    'stays.syncError.UNREACHABLE':
      'Não foi possível conectar à Stays. Tentaremos de novo na próxima sincronização.',
    'stays.syncError.NOT_JSON':
      'O endereço não respondeu como a API da Stays. Confira o domínio e se a API está ativa no App Center.',
    'stays.syncError.SUBSCRIPTION_INACTIVE':
      'Reservas novas não foram importadas porque a assinatura está inativa; alterações e cancelamentos continuam chegando. Pague em Assinatura e elas chegam na próxima sincronização.',
    'stays.syncError.UNEXPECTED':
      'A sincronização falhou por um erro nosso. Tentaremos de novo em instantes.',
  },
  'en-US': {
    'stays.invalidDomain': 'Enter your Stays account domain, such as yourcompany.stays.net',
    'stays.domainNotAllowed':
      "This domain points to a private network. Use your Stays account's public domain.",
    'stays.secretRequired': "Enter the client secret created in Stays' App Center",
    'stays.residenceNotFound': 'Property not found in your account',
    'error.STAYS_LOGIN_FAILED':
      "Stays refused the client id and secret. Check them in Stays' App Center.",
    'error.STAYS_UNAVAILABLE': 'Could not reach Stays. Try again in a moment.',
    'error.STAYS_NOT_CONNECTED': 'Connect your Stays account first',
    'error.PROPERTY_HAS_CALENDAR_FEED':
      "This property already gets its bookings from an iCal calendar. Remove the property's calendar before linking it to Stays.",
    'error.PROPERTY_MAPPED_TO_STAYS':
      "This property already gets its bookings from Stays, which carries every channel's bookings. Unlink the Stays listing before adding a calendar.",
    'stays.syncError.UNAUTHORIZED':
      "Stays refused the client id and secret. Create new credentials in Stays' App Center and save them here.",
    'stays.syncError.INVALID_URL':
      'The Stays domain is not valid. Check your account domain and save again.',
    'stays.syncError.ADDRESS_NOT_ALLOWED':
      "The domain points to a private network and cannot be used. Enter your Stays account's public domain.",
    'stays.syncError.HOST_NOT_FOUND':
      'The Stays domain does not exist. Check your account domain (e.g. yourcompany.stays.net).',
    'stays.syncError.TOO_MANY_REDIRECTS':
      "Stays redirected the call. Check that the domain is your account's.",
    'stays.syncError.TIMEOUT': 'Stays took too long to answer. We will try again at the next sync.',
    'stays.syncError.TOO_LARGE':
      'Stays sent an answer that is too large. We will try again at the next sync.',
    'stays.syncError.HTTP_ERROR':
      'Stays answered with error {status}. We will try again; if it persists, contact Stays support.',
    'stays.syncError.UNREACHABLE':
      'Could not connect to Stays. We will try again at the next sync.',
    'stays.syncError.NOT_JSON':
      "The address did not answer as Stays' API does. Check the domain and that the API is enabled in the App Center.",
    'stays.syncError.SUBSCRIPTION_INACTIVE':
      'New reservations were not imported because the subscription is inactive; changes and cancellations still arrive. Pay it on Subscription and they arrive on the next sync.',
    'stays.syncError.UNEXPECTED':
      'The sync failed because of an error on our side. We will try again shortly.',
  },
  'es-ES': {
    'stays.invalidDomain': 'Indica el dominio de tu cuenta Stays, como tuempresa.stays.net',
    'stays.domainNotAllowed':
      'Este dominio apunta a una red privada. Usa el dominio público de tu cuenta Stays.',
    'stays.secretRequired': 'Indica el client secret generado en el App Center de Stays',
    'stays.residenceNotFound': 'Propiedad no encontrada en tu cuenta',
    'error.STAYS_LOGIN_FAILED':
      'Stays rechazó el client id y el secret. Revísalos en el App Center de Stays.',
    'error.STAYS_UNAVAILABLE': 'No se pudo hablar con Stays. Inténtalo de nuevo en un momento.',
    'error.STAYS_NOT_CONNECTED': 'Conecta primero tu cuenta Stays',
    'error.PROPERTY_HAS_CALENDAR_FEED':
      'Esta propiedad ya recibe reservas de un calendario iCal. Quita el calendario de la propiedad antes de vincularla a Stays.',
    'error.PROPERTY_MAPPED_TO_STAYS':
      'Esta propiedad ya recibe reservas de Stays, que trae las reservas de todos los canales. Desvincula el anuncio de Stays antes de indicar un calendario.',
    'stays.syncError.UNAUTHORIZED':
      'Stays rechazó el client id y el secret. Genera nuevas credenciales en el App Center de Stays y guárdalas aquí.',
    'stays.syncError.INVALID_URL':
      'El dominio de Stays no es válido. Revisa el dominio de tu cuenta y guarda de nuevo.',
    'stays.syncError.ADDRESS_NOT_ALLOWED':
      'El dominio apunta a una red privada y no se puede usar. Indica el dominio público de tu cuenta Stays.',
    'stays.syncError.HOST_NOT_FOUND':
      'El dominio de Stays no existe. Revisa el dominio de tu cuenta (p. ej. tuempresa.stays.net).',
    'stays.syncError.TOO_MANY_REDIRECTS':
      'Stays redirigió la llamada. Revisa que el dominio sea el de tu cuenta.',
    'stays.syncError.TIMEOUT':
      'Stays tardó demasiado en responder. Lo intentaremos de nuevo en la próxima sincronización.',
    'stays.syncError.TOO_LARGE':
      'Stays devolvió una respuesta demasiado grande. Lo intentaremos de nuevo en la próxima sincronización.',
    'stays.syncError.HTTP_ERROR':
      'Stays respondió con el error {status}. Lo intentaremos de nuevo; si continúa, contacta con el soporte de Stays.',
    'stays.syncError.UNREACHABLE':
      'No se pudo conectar con Stays. Lo intentaremos de nuevo en la próxima sincronización.',
    'stays.syncError.NOT_JSON':
      'La dirección no respondió como la API de Stays. Revisa el dominio y que la API esté activa en el App Center.',
    'stays.syncError.SUBSCRIPTION_INACTIVE':
      'Las reservas nuevas no se importaron porque la suscripción está inactiva; los cambios y las cancelaciones siguen llegando. Págala en Suscripción y llegarán en la próxima sincronización.',
    'stays.syncError.UNEXPECTED':
      'La sincronización falló por un error nuestro. Lo intentaremos de nuevo en breve.',
  },
});
