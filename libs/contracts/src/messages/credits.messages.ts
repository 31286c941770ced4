import { defineMessages } from './define-messages';

/** Credits and transactions of an account. */
export const creditsMessages = defineMessages({
  'pt-BR': {
    'credits.ammountRange': 'Informe um valor de R$ 0,01 a R$ 100.000,00',
  },
  'en-US': {
    'credits.ammountRange': 'Enter an amount from R$ 0.01 to R$ 100,000.00',
  },
  'es-ES': {
    'credits.ammountRange': 'Indica un importe de R$ 0,01 a R$ 100.000,00',
  },
});
