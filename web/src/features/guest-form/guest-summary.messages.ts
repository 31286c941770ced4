import { defineMessages } from '@chegada/contracts';

/** The review's and the details page's summary: who fills what, the deposit, the zip lookup. */
export const guestSummaryMessages = defineMessages({
  'pt-BR': {
    'guest.summary.filledHere': 'Preenchido aqui',
    'guest.summary.ownLink': 'Pelo próprio link: {status}',
    'guest.summary.amount': 'Valor',
    'guest.summary.noDocument': 'Documento não informado',
    'guest.field.zipTypeByHand': 'Preencha o endereço à mão nos campos abaixo.',
  },
  'en-US': {
    'guest.summary.filledHere': 'Filled in here',
    'guest.summary.ownLink': 'Through their own link: {status}',
    'guest.summary.amount': 'Amount',
    'guest.summary.noDocument': 'No document given',
    'guest.field.zipTypeByHand': 'Please type the address by hand in the fields below.',
  },
  'es-ES': {
    'guest.summary.filledHere': 'Rellenado aquí',
    'guest.summary.ownLink': 'Por su propio enlace: {status}',
    'guest.summary.amount': 'Importe',
    'guest.summary.noDocument': 'Documento no indicado',
    'guest.field.zipTypeByHand': 'Escriba la dirección a mano en los campos de abajo.',
  },
});
