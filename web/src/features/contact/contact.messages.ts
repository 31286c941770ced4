import { defineMessages } from '@chegada/contracts';

/** The contact page (/contato); the success text is the server's 'contact.submitted'. */
export const contactPageMessages = defineMessages({
  'pt-BR': {
    'contactPage.intro':
      'Dúvidas sobre o Chegada, planos ou o check-in dos seus hóspedes? Escreva para nós pelo formulário ou pelo e-mail {email}. Responderemos o quanto antes.',
    'contactPage.subject': 'Assunto',
    'contactPage.message': 'Mensagem',
  },
  'en-US': {
    'contactPage.intro':
      'Questions about Chegada, plans or your guests’ check-in? Write to us with this form or at {email}. We will get back to you soon.',
    'contactPage.subject': 'Subject',
    'contactPage.message': 'Message',
  },
  'es-ES': {
    'contactPage.intro':
      '¿Dudas sobre Chegada, los planes o el check-in de tus huéspedes? Escríbenos con este formulario o a {email}. Te responderemos lo antes posible.',
    'contactPage.subject': 'Asunto',
    'contactPage.message': 'Mensaje',
  },
});
