import { defineMessages } from '@chegada/contracts';

/** The registration site's lead form (`/` on the cadastro. host). */
export const leadMessages = defineMessages({
  'pt-BR': {
    'lead.intro':
      'Deixe seus dados e nossa equipe entra em contato para configurar o check-in online dos seus imóveis de temporada, com {days, plural, =0 {teste grátis} one {# dia de teste grátis} other {# dias de teste grátis}}.',
    'lead.company': 'Empresa',
    'lead.quantityOfProperties': 'Quantidade de imóveis',
    'lead.thanks.title': 'Obrigado! Recebemos seus dados.',
    'lead.thanks.text':
      'Nossa equipe entrará em contato em breve pelo e-mail ou telefone informado.',
  },
  'en-US': {
    'lead.intro':
      'Leave your details and our team will get in touch to set up online check-in for your vacation rentals, with a {days, plural, =0 {free trial} other {#-day free trial}}.',
    'lead.company': 'Company',
    'lead.quantityOfProperties': 'Number of properties',
    'lead.thanks.title': 'Thank you! We have received your details.',
    'lead.thanks.text': 'Our team will contact you soon by the e-mail or phone you gave.',
  },
  'es-ES': {
    'lead.intro':
      'Déjanos tus datos y nuestro equipo se pondrá en contacto para configurar el check-in online de tus alquileres de temporada, con {days, plural, =0 {prueba gratuita} one {# día de prueba gratuita} other {# días de prueba gratuita}}.',
    'lead.company': 'Empresa',
    'lead.quantityOfProperties': 'Número de propiedades',
    'lead.thanks.title': '¡Gracias! Hemos recibido tus datos.',
    'lead.thanks.text':
      'Nuestro equipo se pondrá en contacto pronto por el correo o el teléfono indicado.',
  },
});
