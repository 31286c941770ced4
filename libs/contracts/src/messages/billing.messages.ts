import { defineMessages } from './define-messages';

/** The subscription that bills itself and credits bought by pix (issue 31). */
export const billingMessages = defineMessages({
  'pt-BR': {
    'error.SUBSCRIPTION_INACTIVE':
      'Sua assinatura está inativa por falta de pagamento. Pague em Assinatura para voltar a criar reservas, imóveis e importações; o que já existe continua funcionando.',
    'error.SUBSCRIPTION_ENDED':
      'Sua assinatura foi cancelada e o serviço terminou. Assine de novo em Assinatura para voltar a criar reservas, imóveis e importações e a comprar créditos; o que já existe continua funcionando.',
    'error.BILLING_NOT_CONFIGURED':
      'A cobrança não está configurada neste servidor: nada é cobrado e o período de teste continua.',
    'error.BILLING_UNAVAILABLE':
      'O serviço de pagamentos não respondeu. Nada foi cobrado; tente novamente em alguns minutos.',
    'error.WEBHOOK_TOKEN_REFUSED':
      'Webhook recusado: o cabeçalho asaas-access-token falta ou não é o configurado.',
    'error.CREDIT_PURCHASE_OPEN':
      'Uma compra de créditos ainda espera o pix. Pague-a (o QR está em Assinatura) ou cancele-a antes de comprar outro valor.',
    'billing.amountRange': 'Informe um valor de R$ 10,00 a R$ 10.000,00',
    'billing.creditsCharge': 'Créditos Chegada',
    'billing.subscriptionCharge': 'Assinatura Chegada — {plan}',
    'billing.refundedCharge': 'Assinatura Chegada — cobrança estornada de {dueDate}',
    'billing.email.firstCharge.subject':
      'Chegada: seu teste grátis terminou — a primeira cobrança de {amount} vence em {dueDate}',
    'billing.email.firstCharge.text':
      'Olá, {name}.\n\nO período de teste grátis da sua conta Chegada terminou e a assinatura mensal começou. A primeira cobrança, de {amount}, vence em {dueDate}. Pague por pix, boleto ou cartão em:\n{link}\n\nSua assinatura: {page}',
    'billing.email.paid.subject': 'Chegada: recebemos o pagamento de {amount}',
    'billing.email.paid.text':
      'Olá, {name}.\n\nRecebemos o pagamento de {amount} da sua assinatura Chegada, referente ao período de {from} a {until}. {state, select, active {Sua conta está ativa: reservas, imóveis e importações funcionam normalmente.} other {Ainda há uma cobrança em aberto; veja-a na sua assinatura.}}\n\nSua assinatura: {page}',
    'billing.email.refunded.subject': 'Chegada: o pagamento de {amount} foi estornado',
    'billing.email.refunded.text':
      'Olá, {name}.\n\nO pagamento de {amount} da sua assinatura Chegada (vencimento em {dueDate}) foi estornado pelo provedor de pagamentos, e essa cobrança volta a contar como não paga. Uma nova cobrança do mesmo valor, com vencimento em {newDueDate}, substitui a estornada. Pague por pix, boleto ou cartão em:\n{link}\n\n{days, plural, =0 {Se ela não for paga no vencimento, a conta fica inativa:} one {Se ela continuar em aberto por mais 1 dia após o vencimento, a conta fica inativa:} other {Se ela continuar em aberto por mais # dias após o vencimento, a conta fica inativa:}} não será possível criar reservas, imóveis nem importações (o que já existe continua funcionando).\n\nSua assinatura: {page}',
    'billing.email.inactive.subject': 'Chegada: sua conta está inativa por falta de pagamento',
    'billing.email.inactive.text':
      'Olá, {name}.\n\nA cobrança da sua assinatura Chegada continua em aberto depois do prazo de tolerância, e a conta ficou inativa: não é possível criar reservas, imóveis nem importações até o pagamento. O que já existe continua funcionando (aprovações, cancelamentos, senhas, mensagens), e seus hóspedes podem terminar os formulários já enviados.\n\nPague por pix, boleto ou cartão em:\n{link}\n\nSua assinatura: {page}',
    'billing.email.overdue.subject': 'Chegada: a cobrança de {amount} venceu em {dueDate}',
    'billing.email.overdue.text':
      'Olá, {name}.\n\nA cobrança de {amount} da sua assinatura Chegada venceu em {dueDate} e ainda não foi paga. Pague por pix, boleto ou cartão em:\n{link}\n\n{days, plural, =0 {Se ela não for paga hoje, a conta fica inativa:} one {Se ela continuar em aberto por mais 1 dia após o vencimento, a conta fica inativa:} other {Se ela continuar em aberto por mais # dias após o vencimento, a conta fica inativa:}} não será possível criar reservas, imóveis nem importações (o que já existe continua funcionando, e seus hóspedes podem terminar os formulários já enviados).\n\nSua assinatura: {page}',
  },
  'en-US': {
    'error.SUBSCRIPTION_INACTIVE':
      'Your subscription is inactive for lack of payment. Pay it on Subscription to create reservations, properties and imports again; what exists keeps working.',
    'error.SUBSCRIPTION_ENDED':
      'Your subscription was cancelled and its service has ended. Subscribe again on Subscription to create reservations, properties and imports and to buy credits again; what exists keeps working.',
    'error.BILLING_NOT_CONFIGURED':
      'Billing is not configured on this server: nothing is charged and the trial runs on.',
    'error.BILLING_UNAVAILABLE':
      'The payment service did not answer. Nothing was charged; try again in a few minutes.',
    'error.WEBHOOK_TOKEN_REFUSED':
      'Webhook refused: the asaas-access-token header is missing or not the one configured.',
    'error.CREDIT_PURCHASE_OPEN':
      'A credits purchase is still waiting for its pix. Pay it (its QR is on Subscription) or cancel it before buying another amount.',
    'billing.amountRange': 'Enter an amount from R$10.00 to R$10,000.00',
    'billing.creditsCharge': 'Chegada credits',
    'billing.subscriptionCharge': 'Chegada subscription — {plan}',
    'billing.refundedCharge': 'Chegada subscription — refunded charge of {dueDate}',
    'billing.email.firstCharge.subject':
      'Chegada: your free trial ended — the first charge of {amount} is due on {dueDate}',
    'billing.email.firstCharge.text':
      'Hello, {name}.\n\nThe free trial of your Chegada account ended and the monthly subscription began. The first charge, of {amount}, is due on {dueDate}. Pay it by pix, boleto or card at:\n{link}\n\nYour subscription: {page}',
    'billing.email.paid.subject': 'Chegada: we received the payment of {amount}',
    'billing.email.paid.text':
      'Hello, {name}.\n\nWe received the payment of {amount} for your Chegada subscription, for the period from {from} to {until}. {state, select, active {Your account is active: reservations, properties and imports work as usual.} other {Another charge is still unpaid; see it on your subscription.}}\n\nYour subscription: {page}',
    'billing.email.refunded.subject': 'Chegada: the payment of {amount} was refunded',
    'billing.email.refunded.text':
      'Hello, {name}.\n\nThe payment of {amount} for your Chegada subscription (due on {dueDate}) was refunded by the payment provider, and that charge counts as unpaid again. A new charge of the same amount, due on {newDueDate}, replaces the refunded one. Pay it by pix, boleto or card at:\n{link}\n\n{days, plural, =0 {If it is not paid on its due date, the account becomes inactive:} one {If it stays unpaid for 1 more day after its due date, the account becomes inactive:} other {If it stays unpaid for # more days after its due date, the account becomes inactive:}} no new reservations, properties or imports (what exists keeps working).\n\nYour subscription: {page}',
    'billing.email.inactive.subject': 'Chegada: your account is inactive for lack of payment',
    'billing.email.inactive.text':
      'Hello, {name}.\n\nThe charge for your Chegada subscription is still unpaid after its grace period, and the account became inactive: no new reservations, properties or imports until it is paid. What exists keeps working (approvals, cancellations, door codes, messages), and your guests can finish the forms already sent.\n\nPay it by pix, boleto or card at:\n{link}\n\nYour subscription: {page}',
    'billing.email.overdue.subject': 'Chegada: the charge of {amount} was due on {dueDate}',
    'billing.email.overdue.text':
      'Hello, {name}.\n\nThe charge of {amount} for your Chegada subscription was due on {dueDate} and is still unpaid. Pay it by pix, boleto or card at:\n{link}\n\n{days, plural, =0 {If it is not paid today, the account becomes inactive:} one {If it stays unpaid for 1 more day after its due date, the account becomes inactive:} other {If it stays unpaid for # more days after its due date, the account becomes inactive:}} no new reservations, properties or imports (what exists keeps working, and your guests can finish the forms already sent).\n\nYour subscription: {page}',
  },
  'es-ES': {
    'error.SUBSCRIPTION_INACTIVE':
      'Tu suscripción está inactiva por falta de pago. Págala en Suscripción para volver a crear reservas, propiedades e importaciones; lo que ya existe sigue funcionando.',
    'error.SUBSCRIPTION_ENDED':
      'Tu suscripción fue cancelada y el servicio terminó. Suscríbete de nuevo en Suscripción para volver a crear reservas, propiedades e importaciones y a comprar créditos; lo que ya existe sigue funcionando.',
    'error.BILLING_NOT_CONFIGURED':
      'El cobro no está configurado en este servidor: no se cobra nada y el periodo de prueba continúa.',
    'error.BILLING_UNAVAILABLE':
      'El servicio de pagos no respondió. No se cobró nada; inténtalo de nuevo en unos minutos.',
    'error.WEBHOOK_TOKEN_REFUSED':
      'Webhook rechazado: falta la cabecera asaas-access-token o no es la configurada.',
    'error.CREDIT_PURCHASE_OPEN':
      'Una compra de créditos todavía espera su pix. Págala (su QR está en Suscripción) o cancélala antes de comprar otro importe.',
    'billing.amountRange': 'Indica un importe de R$ 10,00 a R$ 10.000,00',
    'billing.creditsCharge': 'Créditos Chegada',
    'billing.subscriptionCharge': 'Suscripción Chegada — {plan}',
    'billing.refundedCharge': 'Suscripción Chegada — cobro reembolsado del {dueDate}',
    'billing.email.firstCharge.subject':
      'Chegada: tu prueba gratuita terminó — el primer cobro de {amount} vence el {dueDate}',
    'billing.email.firstCharge.text':
      'Hola, {name}.\n\nEl periodo de prueba gratuita de tu cuenta Chegada terminó y empezó la suscripción mensual. El primer cobro, de {amount}, vence el {dueDate}. Págalo por pix, boleto o tarjeta en:\n{link}\n\nTu suscripción: {page}',
    'billing.email.paid.subject': 'Chegada: recibimos el pago de {amount}',
    'billing.email.paid.text':
      'Hola, {name}.\n\nRecibimos el pago de {amount} de tu suscripción Chegada, correspondiente al periodo del {from} al {until}. {state, select, active {Tu cuenta está activa: reservas, propiedades e importaciones funcionan con normalidad.} other {Todavía hay un cobro sin pagar; míralo en tu suscripción.}}\n\nTu suscripción: {page}',
    'billing.email.refunded.subject': 'Chegada: el pago de {amount} fue reembolsado',
    'billing.email.refunded.text':
      'Hola, {name}.\n\nEl pago de {amount} de tu suscripción Chegada (vencimiento el {dueDate}) fue reembolsado por el proveedor de pagos, y ese cobro vuelve a contar como no pagado. Un nuevo cobro del mismo importe, con vencimiento el {newDueDate}, sustituye al reembolsado. Págalo por pix, boleto o tarjeta en:\n{link}\n\n{days, plural, =0 {Si no se paga en su vencimiento, la cuenta queda inactiva:} one {Si sigue sin pagar 1 día más después del vencimiento, la cuenta queda inactiva:} other {Si sigue sin pagar # días más después del vencimiento, la cuenta queda inactiva:}} no se podrán crear reservas, propiedades ni importaciones (lo que ya existe sigue funcionando).\n\nTu suscripción: {page}',
    'billing.email.inactive.subject': 'Chegada: tu cuenta está inactiva por falta de pago',
    'billing.email.inactive.text':
      'Hola, {name}.\n\nEl cobro de tu suscripción Chegada sigue sin pagar después del periodo de tolerancia, y la cuenta quedó inactiva: no se pueden crear reservas, propiedades ni importaciones hasta el pago. Lo que ya existe sigue funcionando (aprobaciones, cancelaciones, códigos, mensajes) y tus huéspedes pueden terminar los formularios ya enviados.\n\nPágalo por pix, boleto o tarjeta en:\n{link}\n\nTu suscripción: {page}',
    'billing.email.overdue.subject': 'Chegada: el cobro de {amount} venció el {dueDate}',
    'billing.email.overdue.text':
      'Hola, {name}.\n\nEl cobro de {amount} de tu suscripción Chegada venció el {dueDate} y sigue sin pagar. Págalo por pix, boleto o tarjeta en:\n{link}\n\n{days, plural, =0 {Si no se paga hoy, la cuenta queda inactiva:} one {Si sigue sin pagar 1 día más después del vencimiento, la cuenta queda inactiva:} other {Si sigue sin pagar # días más después del vencimiento, la cuenta queda inactiva:}} no se podrán crear reservas, propiedades ni importaciones (lo que ya existe sigue funcionando y tus huéspedes pueden terminar los formularios ya enviados).\n\nTu suscripción: {page}',
  },
});
