import { defineMessages } from '@chegada/contracts';

/** Words every public form shares: the contact details, sending, and the failure of spec §8. */
export const formMessages = defineMessages({
  'pt-BR': {
    'form.name': 'Nome',
    'form.email': 'E-mail',
    'form.phone': 'Telefone',
    'form.allRequired': 'Todos os campos são obrigatórios.',
    'form.send': 'Enviar',
    'form.sending': 'Enviando…',
    'form.submitFailed': 'Erro ao enviar o formulário',
  },
  'en-US': {
    'form.name': 'Name',
    'form.email': 'Email',
    'form.phone': 'Phone',
    'form.allRequired': 'All fields are required.',
    'form.send': 'Send',
    'form.sending': 'Sending…',
    'form.submitFailed': 'Error submitting form',
  },
  'es-ES': {
    'form.name': 'Nombre',
    'form.email': 'Correo electrónico',
    'form.phone': 'Teléfono',
    'form.allRequired': 'Todos los campos son obligatorios.',
    'form.send': 'Enviar',
    'form.sending': 'Enviando…',
    'form.submitFailed': 'Error al enviar el formulario',
  },
});
