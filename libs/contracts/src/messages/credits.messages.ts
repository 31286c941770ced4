import { defineMessages } from './define-messages';

/** Credits and transactions of an account. */
export const creditsMessages = defineMessages({
  'pt-BR': {
    'credits.ammountRange': 'Informe um valor de R$ 0,01 a R$ 100.000,00',
    'credits.refundTakenBack':
      '{whole, select, yes {Pix estornado: a compra de {bought} de {date} foi retirada do saldo} other {Pix estornado: a compra de {bought} de {date}; retirado {taken}, o que restava no saldo}}',
  },
  'en-US': {
    'credits.ammountRange': 'Enter an amount from R$0.01 to R$100,000.00',
    'credits.refundTakenBack':
      '{whole, select, yes {Pix refunded: the purchase of {bought} made on {date} was taken from the balance} other {Pix refunded: the purchase of {bought} made on {date}; {taken} taken, all that was left in the balance}}',
  },
  'es-ES': {
    'credits.ammountRange': 'Indica un importe de R$ 0,01 a R$ 100.000,00',
    'credits.refundTakenBack':
      '{whole, select, yes {Pix reembolsado: la compra de {bought} del {date} se retiró del saldo} other {Pix reembolsado: la compra de {bought} del {date}; se retiró {taken}, lo que quedaba en el saldo}}',
  },
});
