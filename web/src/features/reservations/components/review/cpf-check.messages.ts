import { defineMessages } from '@chegada/contracts';

/** The review page's CPF check against the Receita Federal's register (issue 32). */
export const cpfCheckMessages = defineMessages({
  'pt-BR': {
    'guestReview.cpf.title': 'CPF na Receita Federal',
    'guestReview.cpf.off':
      'Verificação de CPF desligada neste servidor (sem contrato com o Serpro).',
    'guestReview.cpf.notYet': 'CPF ainda não verificado.',
    'guestReview.cpf.erased':
      'Verificação do CPF apagada em {date}, com os dados desta pessoa, a pedido próprio.',
    'guestReview.cpf.status.off':
      'Verificação de CPF desligada neste servidor (sem contrato com o Serpro).',
    'guestReview.cpf.status.no-credits':
      'Não verificado: a conta não tinha créditos. Compre créditos em Assinatura; a pessoa hóspede não foi afetada.',
    'guestReview.cpf.status.not-found': 'CPF não encontrado no cadastro da Receita Federal.',
    'guestReview.cpf.status.failed':
      'A Receita Federal não respondeu; uma nova tentativa é feita sozinha em instantes.',
    'guestReview.cpf.failure.credentials':
      'O Serpro recusou as nossas credenciais, então o CPF não foi verificado. Fale com o suporte ou revise a configuração do Serpro.',
    'guestReview.cpf.failure.busy':
      'O Serpro está ocupado agora; uma nova tentativa é feita sozinha em instantes.',
    'guestReview.cpf.failure.no-answer':
      'A Receita Federal (Serpro) não respondeu; uma nova tentativa é feita sozinha em instantes.',
    'guestReview.cpf.checkAgain': 'Verificar de novo',
    'guestReview.cpf.situation.regular': 'CPF regular',
    'guestReview.cpf.situation.suspended': 'CPF suspenso',
    'guestReview.cpf.situation.deceased': 'CPF de titular falecido',
    'guestReview.cpf.situation.pending': 'CPF pendente de regularização',
    'guestReview.cpf.situation.cancelled': 'CPF cancelado',
    'guestReview.cpf.situation.null': 'CPF nulo',
    'guestReview.cpf.allMatch': 'nome e data de nascimento conferem',
    'guestReview.cpf.differs': 'diferente do cadastro: {fields}',
    'guestReview.cpf.field.name': 'nome',
    'guestReview.cpf.field.birthDate': 'data de nascimento',
  },
  'en-US': {
    'guestReview.cpf.title': 'CPF at the Receita Federal',
    'guestReview.cpf.off': 'CPF checks are off on this server (no Serpro contract).',
    'guestReview.cpf.notYet': 'CPF not checked yet.',
    'guestReview.cpf.erased':
      'CPF check erased on {date}, with this person’s data, at their own request.',
    'guestReview.cpf.status.off': 'CPF checks are off on this server (no Serpro contract).',
    'guestReview.cpf.status.no-credits':
      'Not checked: the account had no credits. Buy credits on Subscription; the guest was not held up.',
    'guestReview.cpf.status.not-found': "CPF not found in the Receita Federal's register.",
    'guestReview.cpf.status.failed':
      'The Receita Federal did not answer; it is tried again by itself shortly.',
    'guestReview.cpf.failure.credentials':
      'Serpro refused our credentials, so the CPF was not checked. Contact support or check the Serpro configuration.',
    'guestReview.cpf.failure.busy':
      'Serpro is busy right now; it is tried again by itself shortly.',
    'guestReview.cpf.failure.no-answer':
      'The Receita Federal (Serpro) did not answer; it is tried again by itself shortly.',
    'guestReview.cpf.checkAgain': 'Check again',
    'guestReview.cpf.situation.regular': 'CPF regular',
    'guestReview.cpf.situation.suspended': 'CPF suspended',
    'guestReview.cpf.situation.deceased': 'CPF of a deceased holder',
    'guestReview.cpf.situation.pending': 'CPF pending regularization',
    'guestReview.cpf.situation.cancelled': 'CPF cancelled',
    'guestReview.cpf.situation.null': 'CPF null',
    'guestReview.cpf.allMatch': 'name and birth date match',
    'guestReview.cpf.differs': 'differs from the register: {fields}',
    'guestReview.cpf.field.name': 'name',
    'guestReview.cpf.field.birthDate': 'birth date',
  },
  'es-ES': {
    'guestReview.cpf.title': 'CPF en la Receita Federal',
    'guestReview.cpf.off':
      'La verificación de CPF está desactivada en este servidor (sin contrato con Serpro).',
    'guestReview.cpf.notYet': 'CPF aún no verificado.',
    'guestReview.cpf.erased':
      'Verificación del CPF borrada el {date}, con los datos de esta persona, a petición propia.',
    'guestReview.cpf.status.off':
      'La verificación de CPF está desactivada en este servidor (sin contrato con Serpro).',
    'guestReview.cpf.status.no-credits':
      'No verificado: la cuenta no tenía créditos. Compra créditos en Suscripción; la persona huésped no se vio afectada.',
    'guestReview.cpf.status.not-found': 'CPF no encontrado en el registro de la Receita Federal.',
    'guestReview.cpf.status.failed':
      'La Receita Federal no respondió; se intentará de nuevo en breve, sin que hagas nada.',
    'guestReview.cpf.failure.credentials':
      'Serpro rechazó nuestras credenciales, así que el CPF no se verificó. Contacta con soporte o revisa la configuración de Serpro.',
    'guestReview.cpf.failure.busy':
      'Serpro está ocupado ahora; se intentará de nuevo en breve, sin que hagas nada.',
    'guestReview.cpf.failure.no-answer':
      'La Receita Federal (Serpro) no respondió; se intentará de nuevo en breve, sin que hagas nada.',
    'guestReview.cpf.checkAgain': 'Verificar de nuevo',
    'guestReview.cpf.situation.regular': 'CPF regular',
    'guestReview.cpf.situation.suspended': 'CPF suspendido',
    'guestReview.cpf.situation.deceased': 'CPF de titular fallecido',
    'guestReview.cpf.situation.pending': 'CPF pendiente de regularización',
    'guestReview.cpf.situation.cancelled': 'CPF cancelado',
    'guestReview.cpf.situation.null': 'CPF nulo',
    'guestReview.cpf.allMatch': 'nombre y fecha de nacimiento coinciden',
    'guestReview.cpf.differs': 'distinto del registro: {fields}',
    'guestReview.cpf.field.name': 'nombre',
    'guestReview.cpf.field.birthDate': 'fecha de nacimiento',
  },
});
