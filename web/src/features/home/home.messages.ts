import { defineMessages } from '@chegada/contracts';

/** The home page (spec §1: the product's claims and the 30-day trial). */
export const homeMessages = defineMessages({
  'pt-BR': {
    'home.title': 'Check-in online para quem aluga por temporada',
    'home.subtitle':
      'Envie um link ao hóspede: ele preenche os dados, os documentos e a selfie pelo celular, você aprova e o acesso é liberado.',
    'home.claim': 'Economize até 70% do tempo gasto com check-in',
    'home.cta':
      '{days, plural, =0 {Comece seu teste grátis} one {Comece seu teste grátis de # dia} other {Comece seu teste grátis de # dias}}',
    'home.feature.documents.title': 'Documentos e selfie',
    'home.feature.documents.text':
      'Documentos e selfie enviados pelo hóspede, guardados com criptografia.',
    'home.feature.access.title': 'Acesso liberado na hora',
    'home.feature.access.text':
      'Senha da fechadura, lista para a portaria e mensagens por WhatsApp e e-mail.',
    'home.feature.deposit.title': 'Caução por pix',
    'home.feature.deposit.text': 'O hóspede paga pelo pix copia e cola e anexa o comprovante.',
  },
  'en-US': {
    'home.title': 'Online check-in for vacation-rental hosts',
    'home.subtitle':
      'Send your guest a link: they fill in their details, documents and a selfie on their phone, you approve, and access is released.',
    'home.claim': 'Save up to 70% of the time spent on check-in',
    'home.cta': '{days, plural, =0 {Start your free trial} other {Start your #-day free trial}}',
    'home.feature.documents.title': 'Documents and selfie',
    'home.feature.documents.text': 'Documents and selfie sent by the guest, stored encrypted.',
    'home.feature.access.title': 'Access released at once',
    'home.feature.access.text':
      'Smart-lock passcode, front-desk guest list, WhatsApp and e-mail messages.',
    'home.feature.deposit.title': 'Deposit by pix',
    'home.feature.deposit.text': 'The guest pays with pix copy-and-paste and attaches the proof.',
  },
  'es-ES': {
    'home.title': 'Check-in online para alquileres de temporada',
    'home.subtitle':
      'Envía un enlace al huésped: rellena sus datos, documentos y un selfie desde el móvil, tú apruebas y el acceso queda liberado.',
    'home.claim': 'Ahorra hasta un 70% del tiempo dedicado al check-in',
    'home.cta':
      '{days, plural, =0 {Empieza tu prueba gratuita} one {Empieza tu prueba gratuita de # día} other {Empieza tu prueba gratuita de # días}}',
    'home.feature.documents.title': 'Documentos y selfie',
    'home.feature.documents.text':
      'Documentos y selfie enviados por el huésped, guardados cifrados.',
    'home.feature.access.title': 'Acceso liberado al momento',
    'home.feature.access.text':
      'Código de la cerradura, lista para la portería y mensajes por WhatsApp y correo.',
    'home.feature.deposit.title': 'Fianza por pix',
    'home.feature.deposit.text': 'El huésped paga con pix copia y pega y adjunta el comprobante.',
  },
});
