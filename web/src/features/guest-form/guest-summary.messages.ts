import { defineMessages } from '@chegada/contracts';

/**
 * The review's and the details page's summary: who fills what (walk62: a companion's part done
 * on her own link said in the past), the deposit, the zip lookup.
 */
export const guestSummaryMessages = defineMessages({
  'pt-BR': {
    'guest.filledHere': 'Preenchido aqui',
    'guest.filledOwnLink': 'Preencheu pelo próprio link',
    'guest.amount': 'Valor',
    'guest.zipByHand': 'Preencha o endereço à mão.',
    'guest.review.noOtherGuests': 'Ninguém além de você',
  },
  'en-US': {
    'guest.filledHere': 'Filled in here',
    'guest.filledOwnLink': 'Filled in on their own link',
    'guest.amount': 'Amount',
    'guest.zipByHand': 'Please type the address by hand.',
    'guest.review.noOtherGuests': 'Nobody besides you',
  },
  'es-ES': {
    'guest.filledHere': 'Rellenado aquí',
    'guest.filledOwnLink': 'Rellenó su parte con su propio enlace',
    'guest.amount': 'Importe',
    'guest.zipByHand': 'Escribe la dirección a mano.',
    'guest.review.noOtherGuests': 'Nadie más que tú',
  },
});
