import { defineMessages } from '@chegada/contracts';

/** The review's and the details page's summary: who fills what, the deposit, the zip lookup. */
export const guestSummaryMessages = defineMessages({
  'pt-BR': {
    'guest.summary.filledHere': 'Preenchido aqui',
    'guest.summary.amount': 'Valor',
    'guest.field.zipTypeByHand': 'Preencha o endereço à mão.',
  },
  'en-US': {
    'guest.summary.filledHere': 'Filled in here',
    'guest.summary.amount': 'Amount',
    'guest.field.zipTypeByHand': 'Please type the address by hand.',
  },
  'es-ES': {
    'guest.summary.filledHere': 'Rellenado aquí',
    'guest.summary.amount': 'Importe',
    'guest.field.zipTypeByHand': 'Escriba la dirección a mano.',
  },
});
