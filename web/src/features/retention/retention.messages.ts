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

/** /admin/retention: the retention rules' dry run and the real run (issue 32). */
export const retentionAdminMessages = defineMessages({
  'pt-BR': {
    'retentionAdmin.ranTitle': 'Apagado em {date}',
    'retentionAdmin.nothingErased': 'Nenhuma estadia tinha dados além do prazo: nada foi apagado.',
    'retentionAdmin.runsTitle': 'Execuções anteriores',
    'retentionAdmin.noRuns': 'Nenhuma execução registrada ainda.',
    'retentionAdmin.runKind.dry': 'Consulta (nada apagado)',
    'retentionAdmin.runKind.real': 'Apagado',
    'retentionAdmin.runCounts':
      '{biometric} com dados biométricos, {personalData} com documentos e dados pessoais, {cancelledAccounts} contas canceladas, {keptRecords} registros guardados, {accessLogs} registros de acesso',
    'retentionAdmin.stay': '{residence}, {checkIn} a {checkOut}',
    'retentionAdmin.stayGuest': '{residence}, {checkIn} a {checkOut} — {guest}',
    'retentionAdmin.noResidence': 'Imóvel excluído',
    'retentionAdmin.intro':
      'Veja o que as regras de retenção apagariam agora, sem mudar nada; depois, se quiser, apague já em vez de esperar a execução diária. Cada execução fica registrada com suas contagens.',
    'retentionAdmin.check': 'Ver o que seria apagado',
    'retentionAdmin.run': 'Apagar agora…',
    'retentionAdmin.dryRunTitle': 'O que seria apagado em {date}',
    'retentionAdmin.nothing': 'Nenhuma estadia com dados vencidos.',
    'retentionAdmin.kind.biometric': 'Estadias com dados biométricos vencidos',
    'retentionAdmin.kind.personalData': 'Estadias com documentos e dados pessoais vencidos',
    'retentionAdmin.kind.cancelledAccounts': 'Contas canceladas há 5 anos ou mais',
    'retentionAdmin.kind.keptRecords': 'Registros guardados após pedidos de exclusão',
    'retentionAdmin.kind.accessLogs': 'Registros de acesso com mais de 6 meses',
    'retentionAdmin.rule.biometric': 'Dados biométricos (checkout em {since}):',
    'retentionAdmin.rule.personal-data': 'Documentos e dados pessoais (checkout em {since}):',
    'retentionAdmin.rule.cancelled-account': 'Conta cancelada (em {since}):',
    'retentionAdmin.confirmTitle': 'Apagar agora o que venceu?',
    'retentionAdmin.confirmText':
      'Os dados listados são destruídos de vez e não podem ser recuperados. A execução diária faria o mesmo.',
    'retentionAdmin.confirm': 'Apagar de vez',
    'retentionAdmin.done': 'Execução de retenção concluída',
    'retentionAdmin.failed': 'A retenção não pôde ser consultada ou executada',
  },
  'en-US': {
    'retentionAdmin.ranTitle': 'Erased on {date}',
    'retentionAdmin.nothingErased': 'No stay had data past its period: nothing was erased.',
    'retentionAdmin.runsTitle': 'Past runs',
    'retentionAdmin.noRuns': 'No run logged yet.',
    'retentionAdmin.runKind.dry': 'Check (nothing erased)',
    'retentionAdmin.runKind.real': 'Erased',
    'retentionAdmin.runCounts':
      '{biometric} with biometric data, {personalData} with documents and personal data, {cancelledAccounts} cancelled accounts, {keptRecords} kept records, {accessLogs} access logs',
    'retentionAdmin.stay': '{residence}, {checkIn} to {checkOut}',
    'retentionAdmin.stayGuest': '{residence}, {checkIn} to {checkOut} — {guest}',
    'retentionAdmin.noResidence': 'Deleted property',
    'retentionAdmin.intro':
      'See what the retention rules would erase now, changing nothing; then, if you wish, erase it at once instead of waiting for the daily run. Every run is logged with its counts.',
    'retentionAdmin.check': 'See what would be erased',
    'retentionAdmin.run': 'Erase now…',
    'retentionAdmin.dryRunTitle': 'What would be erased as of {date}',
    'retentionAdmin.nothing': 'No stay has data past its period.',
    'retentionAdmin.kind.biometric': 'Stays with biometric data past its period',
    'retentionAdmin.kind.personalData': 'Stays with documents and personal data past their period',
    'retentionAdmin.kind.cancelledAccounts': 'Accounts cancelled 5 or more years ago',
    'retentionAdmin.kind.keptRecords': 'Records kept after deletion requests',
    'retentionAdmin.kind.accessLogs': 'Access logs older than 6 months',
    'retentionAdmin.rule.biometric': 'Biometric data (checkout on {since}):',
    'retentionAdmin.rule.personal-data': 'Documents and personal data (checkout on {since}):',
    'retentionAdmin.rule.cancelled-account': 'Cancelled account (on {since}):',
    'retentionAdmin.confirmTitle': 'Erase what is past its period now?',
    'retentionAdmin.confirmText':
      'The data listed is destroyed for good and cannot be recovered. The daily run would do the same.',
    'retentionAdmin.confirm': 'Erase for good',
    'retentionAdmin.done': 'Retention run finished',
    'retentionAdmin.failed': 'Retention could not be checked or run',
  },
  'es-ES': {
    'retentionAdmin.ranTitle': 'Borrado el {date}',
    'retentionAdmin.nothingErased':
      'Ninguna estancia tenía datos fuera de plazo: no se borró nada.',
    'retentionAdmin.runsTitle': 'Ejecuciones anteriores',
    'retentionAdmin.noRuns': 'Todavía no hay ejecuciones registradas.',
    'retentionAdmin.runKind.dry': 'Consulta (nada borrado)',
    'retentionAdmin.runKind.real': 'Borrado',
    'retentionAdmin.runCounts':
      '{biometric} con datos biométricos, {personalData} con documentos y datos personales, {cancelledAccounts} cuentas canceladas, {keptRecords} registros guardados, {accessLogs} registros de acceso',
    'retentionAdmin.stay': '{residence}, del {checkIn} al {checkOut}',
    'retentionAdmin.stayGuest': '{residence}, del {checkIn} al {checkOut} — {guest}',
    'retentionAdmin.noResidence': 'Inmueble eliminado',
    'retentionAdmin.intro':
      'Mira lo que las reglas de conservación borrarían ahora, sin cambiar nada; después, si quieres, bórralo ya en lugar de esperar a la ejecución diaria. Cada ejecución queda registrada con sus recuentos.',
    'retentionAdmin.check': 'Ver lo que se borraría',
    'retentionAdmin.run': 'Borrar ahora…',
    'retentionAdmin.dryRunTitle': 'Lo que se borraría a fecha de {date}',
    'retentionAdmin.nothing': 'Ninguna estancia tiene datos vencidos.',
    'retentionAdmin.kind.biometric': 'Estancias con datos biométricos vencidos',
    'retentionAdmin.kind.personalData': 'Estancias con documentos y datos personales vencidos',
    'retentionAdmin.kind.cancelledAccounts': 'Cuentas canceladas hace 5 años o más',
    'retentionAdmin.kind.keptRecords': 'Registros guardados tras solicitudes de eliminación',
    'retentionAdmin.kind.accessLogs': 'Registros de acceso de más de 6 meses',
    'retentionAdmin.rule.biometric': 'Datos biométricos (checkout el {since}):',
    'retentionAdmin.rule.personal-data': 'Documentos y datos personales (checkout el {since}):',
    'retentionAdmin.rule.cancelled-account': 'Cuenta cancelada (el {since}):',
    'retentionAdmin.confirmTitle': '¿Borrar ahora lo vencido?',
    'retentionAdmin.confirmText':
      'Los datos listados se destruyen para siempre y no se pueden recuperar. La ejecución diaria haría lo mismo.',
    'retentionAdmin.confirm': 'Borrar para siempre',
    'retentionAdmin.done': 'Ejecución de conservación terminada',
    'retentionAdmin.failed': 'No se pudo consultar o ejecutar la conservación',
  },
});
