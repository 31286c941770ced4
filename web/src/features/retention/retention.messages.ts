import { defineMessages } from '@chegada/contracts';

/** /u/config: the retention panel (the shared catalogue has its field errors). */
export const retentionPanelMessages = defineMessages({
  'pt-BR': {
    'retentionPanel.title': 'Retenção dos dados dos hóspedes',
    'retentionPanel.intro':
      'Depois do checkout de cada estadia, os dados dos hóspedes são apagados sozinhos nos prazos abaixo, contados da data de checkout, mesmo que o checkout não tenha sido finalizado.',
    'retentionPanel.loadFailed': 'Não foi possível carregar os prazos de retenção.',
    'retentionPanel.biometricDays':
      'Dados biométricos (selfies da prova de vida, traços do rosto): dias',
    'retentionPanel.biometricDaysHint': 'De {min} a {max} dias; padrão {default}.',
    'retentionPanel.personalDataMonths': 'Documentos e dados pessoais: meses',
    'retentionPanel.personalDataMonthsHint': 'De {min} a {max} meses; padrão {default}.',
    'retentionPanel.save': 'Salvar prazos',
    'retentionPanel.saving': 'Salvando…',
    'retentionPanel.saved': 'Prazos de retenção salvos',
    'retentionPanel.duties':
      'Pela lei, e não por escolha sua: os registros de acesso (data, hora e IP) são guardados por {months} meses (Marco Civil, art. 15) e, se a conta for cancelada, tudo dela é apagado em até {years} anos.',
  },
  'en-US': {
    'retentionPanel.title': 'Guest data retention',
    'retentionPanel.intro':
      "After each stay's checkout, the guests' data is erased on its own within the periods below, counted from the checkout date, even if the checkout was never finished.",
    'retentionPanel.loadFailed': 'The retention periods could not be loaded.',
    'retentionPanel.biometricDays': 'Biometric data (liveness selfies, face features): days',
    'retentionPanel.biometricDaysHint': '{min} to {max} days; {default} by default.',
    'retentionPanel.personalDataMonths': 'Documents and personal data: months',
    'retentionPanel.personalDataMonthsHint': '{min} to {max} months; {default} by default.',
    'retentionPanel.save': 'Save periods',
    'retentionPanel.saving': 'Saving…',
    'retentionPanel.saved': 'Retention periods saved',
    'retentionPanel.duties':
      'Set by law, not by you: access logs (date, time and IP) are kept for {months} months (Marco Civil, art. 15), and if the account is cancelled, everything of it is erased within {years} years.',
  },
  'es-ES': {
    'retentionPanel.title': 'Conservación de los datos de los huéspedes',
    'retentionPanel.intro':
      'Tras el checkout de cada estancia, los datos de los huéspedes se borran solos en los plazos siguientes, contados desde la fecha de checkout, aunque el checkout no se haya finalizado.',
    'retentionPanel.loadFailed': 'No se pudieron cargar los plazos de conservación.',
    'retentionPanel.biometricDays':
      'Datos biométricos (selfis de la prueba de vida, rasgos faciales): días',
    'retentionPanel.biometricDaysHint': 'De {min} a {max} días; {default} por defecto.',
    'retentionPanel.personalDataMonths': 'Documentos y datos personales: meses',
    'retentionPanel.personalDataMonthsHint': 'De {min} a {max} meses; {default} por defecto.',
    'retentionPanel.save': 'Guardar plazos',
    'retentionPanel.saving': 'Guardando…',
    'retentionPanel.saved': 'Plazos de conservación guardados',
    'retentionPanel.duties':
      'Por ley, no por elección suya: los registros de acceso (fecha, hora e IP) se guardan {months} meses (Marco Civil, art. 15) y, si la cuenta se cancela, todo lo suyo se borra en un máximo de {years} años.',
  },
});
