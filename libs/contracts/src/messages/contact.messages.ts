import { defineMessages } from './define-messages';

/** The contact form (/contato) and the registration site's lead form (product spec §8). */
export const contactMessages = defineMessages({
  'pt-BR': {
    'contact.submitted': 'Formulário enviado com sucesso!',
    'contact.quantityRange': 'Informe de 1 a 1000 imóveis',
  },
  'en-US': {
    'contact.submitted': 'Form submitted successfully!',
    'contact.quantityRange': 'Enter 1 to 1000 properties',
  },
  'es-ES': {
    'contact.submitted': '¡Formulario enviado con éxito!',
    'contact.quantityRange': 'Indica de 1 a 1000 propiedades',
  },
});
