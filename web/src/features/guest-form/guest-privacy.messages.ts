import { defineMessages } from '@chegada/contracts';

/** Personal data saved on another device, masked on this one (issue 15): why, and what to do. */
export const guestPrivacyMessages = defineMessages({
  'pt-BR': {
    'guest.erased.own': 'Seus dados foram excluídos a seu pedido em {date}.',
    'guest.erased.stay': 'Os dados pessoais desta estadia foram apagados.',
    'guest.privacy.notice':
      'Parte dos seus dados foi salva em outro dispositivo. Para protegê-los, aqui eles aparecem só em parte.',
    'guest.privacy.choice':
      'Para vê-los por inteiro, libere-os com um código enviado a você, ou preencha-os de novo.',
    'guest.privacy.unlockOpen': 'Liberar com um código',
    'guest.privacy.fillAgain': 'Preencher de novo',
    'guest.privacy.refilling':
      'Digite seus dados de novo: o que você enviar substitui o que estava salvo.',
    'guest.privacy.fieldHidden': 'Oculto neste dispositivo para proteger seus dados',
    'guest.privacy.unlockTitle': 'Ver seus dados neste dispositivo',
    'guest.privacy.unlockDescription':
      'Enviaremos um código de 6 dígitos para o e-mail ou WhatsApp salvos com seus dados.',
    'guest.privacy.unlock': 'Liberar',
    'guest.privacy.resend': 'Enviar um novo código',
    'guest.privacy.resendIn': 'Você pode pedir um novo código em {seconds} s',
  },
  'en-US': {
    'guest.erased.own': 'Your data was erased at your request on {date}.',
    'guest.erased.stay': 'This stay’s personal data was erased.',
    'guest.privacy.notice':
      'Part of your data was saved on another device. To protect it, it is shown here only in part.',
    'guest.privacy.choice':
      'To see it in full, unlock it with a code sent to you, or fill it in again.',
    'guest.privacy.unlockOpen': 'Unlock with a code',
    'guest.privacy.fillAgain': 'Fill in again',
    'guest.privacy.refilling': 'Type your data again: what you send replaces what was saved.',
    'guest.privacy.fieldHidden': 'Hidden on this device to protect your data',
    'guest.privacy.unlockTitle': 'See your data on this device',
    'guest.privacy.unlockDescription':
      'We will send a 6-digit code to the e-mail or WhatsApp saved with your data.',
    'guest.privacy.unlock': 'Unlock',
    'guest.privacy.resend': 'Send a new code',
    'guest.privacy.resendIn': 'You can ask for a new code in {seconds} s',
  },
  'es-ES': {
    'guest.erased.own': 'Tus datos se eliminaron a petición tuya el {date}.',
    'guest.erased.stay': 'Los datos personales de esta estancia se borraron.',
    'guest.privacy.notice':
      'Parte de tus datos se guardó en otro dispositivo. Para protegerlos, aquí se muestran solo en parte.',
    'guest.privacy.choice':
      'Para verlos completos, desbloquéalos con un código que te enviamos, o rellénalos de nuevo.',
    'guest.privacy.unlockOpen': 'Desbloquear con un código',
    'guest.privacy.fillAgain': 'Rellenar de nuevo',
    'guest.privacy.refilling':
      'Escribe tus datos de nuevo: lo que envíes sustituye lo que estaba guardado.',
    'guest.privacy.fieldHidden': 'Oculto en este dispositivo para proteger tus datos',
    'guest.privacy.unlockTitle': 'Ver tus datos en este dispositivo',
    'guest.privacy.unlockDescription':
      'Enviaremos un código de 6 dígitos al correo o WhatsApp guardados con tus datos.',
    'guest.privacy.unlock': 'Desbloquear',
    'guest.privacy.resend': 'Enviar un código nuevo',
    'guest.privacy.resendIn': 'Puedes pedir un código nuevo en {seconds} s',
  },
});
