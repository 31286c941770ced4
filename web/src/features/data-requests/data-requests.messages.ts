import { defineMessages } from '@chegada/contracts';

/** The host's list of the guests' requests about their data (issue 32). */
export const dataRequestsPageMessages = defineMessages({
  'pt-BR': {
    'dataRequests.erase.intro':
      'Confirme que o pedido é mesmo deste acompanhante antes de excluir: os dados da pessoa titular e das outras pessoas hóspedes ficam.',
    'dataRequests.erase.button': 'Excluir os dados deste acompanhante',
    'dataRequests.erase.thisCompanion': 'este acompanhante',
    'dataRequests.erase.title': 'Excluir os dados de {name}?',
    'dataRequests.erase.goes': 'Vai embora:',
    'dataRequests.erase.part.biometric': 'a selfie e a prova de vida, na hora;',
    'dataRequests.erase.part.form': 'o que a pessoa preencheu no check-in;',
    'dataRequests.erase.part.documents': 'os documentos que enviou;',
    'dataRequests.erase.part.checks': 'a consulta do CPF e as verificações de identidade;',
    'dataRequests.erase.part.contact':
      'o telefone, na hora, e o e-mail que a pessoa digitou no pedido.',
    'dataRequests.erase.kept':
      'Menos a selfie, a prova de vida e o telefone, tudo isso só vai quando a estadia terminar, se ainda não terminou. A exclusão responde ao pedido: a pessoa recebe o resultado no e-mail que confirmou. Fica guardado: nome, documento, nascimento e nacionalidade da pessoa, pelo prazo de retenção que a lei manda guardar. Não dá para desfazer.',
    'dataRequests.erase.confirm': 'Excluir os dados',
    'dataRequests.erase.done': 'Exclusão feita e pedido respondido.',
    'dataRequests.openBadge':
      '{count, plural, one {# pedido esperando resposta} other {# pedidos esperando resposta}}',
    'dataRequests.correct': 'Corrigir os dados da pessoa hóspede',
    'dataRequests.correctIntro':
      'Corrija o que a pessoa hóspede pediu. A correção fica registrada na reserva, com seu nome; depois responda a ela logo abaixo.',
    'dataRequests.correctSave': 'Salvar a correção',
    'dataRequests.correctionSaved': 'Correção salva. Agora responda à pessoa hóspede.',
    'dataRequests.corrected': 'Corrigido em {date}: {fields}.',
    'dataRequests.guestDataFailed': 'Os dados da pessoa hóspede não carregaram',
    'dataRequests.field.name': 'Nome',
    'dataRequests.field.birthDate': 'Data de nascimento',
    'dataRequests.field.documentNumber': 'Número do documento',
    'dataRequests.field.documentNumber.cpf': 'CPF',
    'dataRequests.field.documentNumber.passport': 'Passaporte ou documento estrangeiro',
    'dataRequests.field.documentNumber.birthCertificate': 'Certidão de nascimento',
    'dataRequests.field.email': 'E-mail',
    'dataRequests.field.phone': 'Telefone',
    'dataRequests.intro':
      'Cada pedido foi confirmado pelo e-mail da pessoa hóspede. A LGPD (art. 19) dá 15 dias para a resposta completa; as cópias da pessoa titular foram enviadas na hora, e a de um acompanhante espera você confirmar que o pedido é mesmo dessa pessoa. Uma exclusão apaga na hora o que nenhuma obrigação guarda; o que a estadia ainda usa é apagado quando ela termina, e o que a lei manda guardar fica até a data mostrada no pedido. Sua resposta fica registrada.',
    'dataRequests.loadFailed': 'Os pedidos não carregaram',
    'dataRequests.none': 'Nenhum pedido de hóspede até agora.',
    'dataRequests.guest': 'Hóspede',
    'dataRequests.guestRemoved': 'dados excluídos',
    'dataRequests.stay': '{property}, {checkIn} a {checkOut}',
    'dataRequests.requestedAt': 'Pedido em {date}',
    'dataRequests.due':
      'Prazo: {date} ({days, plural, =0 {vence hoje} one {# dia} other {# dias}})',
    'dataRequests.overdue': 'Prazo vencido em {date}',
    'dataRequests.companionAskedOwnLink': 'Pedido feito pelo próprio link da pessoa acompanhante.',
    'dataRequests.companionNumber': 'Acompanhante {number}',
    'dataRequests.companionAsked':
      'Pedido feito pelo próprio link da pessoa acompanhante; a resposta vai para {email}.',
    'dataRequests.companionCopy':
      'Confirme que o pedido é mesmo desta pessoa antes de enviar: a cópia traz os documentos e a selfie dela.',
    'dataRequests.companionCopyNoSelfie':
      'Confirme que o pedido é mesmo desta pessoa antes de enviar: a cópia traz os documentos dela (a selfie já foi excluída a pedido dela).',
    'dataRequests.companionCopyKept':
      'Confirme que o pedido é mesmo desta pessoa antes de enviar: os arquivos dela foram excluídos a pedido dela; a cópia traz o que ainda se guarda (nome, documento, data de nascimento, nacionalidade) e até quando.',
    'dataRequests.sendCopy': 'Enviar a cópia para {email}',
    'dataRequests.copySent': 'Cópia enviada ao e-mail da pessoa hóspede em {date}.',
    'dataRequests.correction': 'O que corrigir: {text}',
    'dataRequests.answer': 'Sua resposta',
    'dataRequests.answerHint':
      'Conte o que foi feito ou por que não. A pessoa hóspede recebe a resposta por e-mail. Evite repetir dados pessoais: a resposta é excluída se a pessoa hóspede pedir a exclusão.',
    'dataRequests.send': 'Registrar resposta',
    'dataRequests.answered': 'Respondido em {date}: {answer}',
    'dataRequests.answeredRemoved': 'Respondido em {date} (resposta excluída com os dados).',
    'dataRequests.answeredByErasure':
      'Respondido em {date} com a exclusão acima: a pessoa acompanhante recebeu o resultado por e-mail, no endereço que confirmou.',
    'dataRequests.answeredByErasureDeferred':
      'Respondido em {date} com a exclusão acima: a pessoa acompanhante recebeu o resultado por e-mail, no endereço que confirmou. Em {end}, dia do checkout (ou quando você finalizar o checkout, se antes), o restante é excluído e a pessoa recebe um e-mail dizendo que a exclusão foi concluída.',
    'dataRequests.completedAtEndEmailed':
      'A pessoa acompanhante recebeu um e-mail dizendo que a exclusão foi concluída.',
    'dataRequests.status.open': 'Em aberto',
    'dataRequests.status.answered': 'Respondido',
    'dataRequests.status.scheduled': 'Agendado',
    'dataRequests.scheduled':
      'Exclusão agendada para o fim da estadia, em {date} (ou quando você finalizar o checkout, se antes): nada a fazer; ela se conclui sozinha.',
    'dataRequests.saved': 'Resposta registrada.',
    'dataRequests.openReservation': 'Abrir a reserva',
  },
  'en-US': {
    'dataRequests.erase.intro':
      'Confirm the request is really this companion’s before you erase: the holder’s and the other guests’ data stays.',
    'dataRequests.erase.button': 'Erase this companion’s data',
    'dataRequests.erase.thisCompanion': 'this companion',
    'dataRequests.erase.title': 'Erase {name}’s data?',
    'dataRequests.erase.goes': 'What goes:',
    'dataRequests.erase.part.biometric': 'their selfie and liveness check, at once;',
    'dataRequests.erase.part.form': 'what they filled in at check-in;',
    'dataRequests.erase.part.documents': 'the documents they sent;',
    'dataRequests.erase.part.checks': 'the CPF check and the identity checks;',
    'dataRequests.erase.part.contact':
      'their phone, at once, and the e-mail they typed in the request.',
    'dataRequests.erase.kept':
      'Except the selfie, the liveness check and the phone, all this goes only when the stay ends, if it has not yet. The erasure answers the request: they are e-mailed the outcome at the address they confirmed. Kept: their name, document, birth date and nationality, for the retention period the law requires. This cannot be undone.',
    'dataRequests.erase.confirm': 'Erase the data',
    'dataRequests.erase.done': 'Data erased and the request answered.',
    'dataRequests.openBadge':
      '{count, plural, one {# request waiting for an answer} other {# requests waiting for an answer}}',
    'dataRequests.correct': 'Correct the guest’s data',
    'dataRequests.correctIntro':
      'Correct what the guest asked for. The correction is recorded in the reservation, with your name; then answer the guest just below.',
    'dataRequests.correctSave': 'Save the correction',
    'dataRequests.correctionSaved': 'Correction saved. Now answer the guest.',
    'dataRequests.corrected': 'Corrected on {date}: {fields}.',
    'dataRequests.guestDataFailed': 'The guest’s data did not load',
    'dataRequests.field.name': 'Name',
    'dataRequests.field.birthDate': 'Birth date',
    'dataRequests.field.documentNumber': 'Document number',
    'dataRequests.field.documentNumber.cpf': 'CPF',
    'dataRequests.field.documentNumber.passport': 'Passport or foreign document',
    'dataRequests.field.documentNumber.birthCertificate': 'Birth certificate',
    'dataRequests.field.email': 'E-mail',
    'dataRequests.field.phone': 'Phone',
    'dataRequests.intro':
      'Each request was confirmed through the guest’s e-mail. The LGPD (art. 19) gives 15 days for the full answer; the holder’s copies were sent at once, and a companion’s waits for you to confirm it is them. A deletion erases at once what no duty keeps; what the stay still uses is erased when it ends, and what the law requires to keep stays until the date shown on the request. Your answer is recorded.',
    'dataRequests.loadFailed': 'The requests did not load',
    'dataRequests.none': 'No guest requests so far.',
    'dataRequests.guest': 'Guest',
    'dataRequests.guestRemoved': 'data deleted',
    'dataRequests.stay': '{property}, {checkIn} to {checkOut}',
    'dataRequests.requestedAt': 'Asked on {date}',
    'dataRequests.due': 'Due: {date} ({days, plural, =0 {today} one {# day} other {# days}})',
    'dataRequests.overdue': 'Overdue since {date}',
    'dataRequests.companionAskedOwnLink': 'Asked from the companion’s own link.',
    'dataRequests.companionNumber': 'Companion {number}',
    'dataRequests.companionAsked':
      'Asked from the companion’s own link; the answer goes to {email}.',
    'dataRequests.companionCopy':
      'Make sure the request really comes from this person before sending: the copy holds their documents and selfie.',
    'dataRequests.companionCopyNoSelfie':
      'Make sure the request really comes from this person before sending: the copy holds their documents (their selfie was erased at their request).',
    'dataRequests.companionCopyKept':
      'Make sure the request really comes from this person before sending: their files were erased at their request; the copy holds what is still kept (name, document, date of birth, nationality) and until when.',
    'dataRequests.sendCopy': 'Send the copy to {email}',
    'dataRequests.copySent': 'Copy sent to the guest’s e-mail on {date}.',
    'dataRequests.correction': 'To correct: {text}',
    'dataRequests.answer': 'Your answer',
    'dataRequests.answerHint':
      'Say what was done, or why not. The guest gets the answer by e-mail. Avoid repeating personal data: the answer is deleted if the guest asks for deletion.',
    'dataRequests.send': 'Record the answer',
    'dataRequests.answered': 'Answered on {date}: {answer}',
    'dataRequests.answeredRemoved': 'Answered on {date} (answer deleted with the data).',
    'dataRequests.answeredByErasure':
      'Answered on {date} by the erasure above: the companion was e-mailed the outcome at the address they confirmed.',
    'dataRequests.answeredByErasureDeferred':
      'Answered on {date} by the erasure above: the companion was e-mailed the outcome at the address they confirmed. On {end}, the checkout day (or when you finish the checkout, if sooner), the rest is erased and they are e-mailed that the deletion is complete.',
    'dataRequests.completedAtEndEmailed':
      'The companion was e-mailed that the deletion is complete.',
    'dataRequests.status.open': 'Open',
    'dataRequests.status.answered': 'Answered',
    'dataRequests.status.scheduled': 'Scheduled',
    'dataRequests.scheduled':
      'Deletion scheduled for the end of the stay, on {date} (or when you finish the checkout, if earlier): nothing to do; it completes by itself.',
    'dataRequests.saved': 'Answer recorded.',
    'dataRequests.openReservation': 'Open the reservation',
  },
  'es-ES': {
    'dataRequests.erase.intro':
      'Confirma que la solicitud es de verdad de este acompañante antes de eliminar: los datos de la persona titular y de las demás personas huéspedes se quedan.',
    'dataRequests.erase.button': 'Eliminar los datos de este acompañante',
    'dataRequests.erase.thisCompanion': 'este acompañante',
    'dataRequests.erase.title': '¿Eliminar los datos de {name}?',
    'dataRequests.erase.goes': 'Se elimina:',
    'dataRequests.erase.part.biometric': 'el selfie y la prueba de vida, en el acto;',
    'dataRequests.erase.part.form': 'lo que rellenó en el check-in;',
    'dataRequests.erase.part.documents': 'los documentos que envió;',
    'dataRequests.erase.part.checks': 'la consulta del CPF y las verificaciones de identidad;',
    'dataRequests.erase.part.contact':
      'su teléfono, en el acto, y el correo que escribió en la solicitud.',
    'dataRequests.erase.kept':
      'Salvo el selfie, la prueba de vida y el teléfono, todo esto se va solo cuando termine la estancia, si aún no terminó. La eliminación responde a la solicitud: la persona recibe el resultado en el correo que confirmó. Se guarda: su nombre, documento, fecha de nacimiento y nacionalidad, durante el plazo de retención que exige la ley. No se puede deshacer.',
    'dataRequests.erase.confirm': 'Eliminar los datos',
    'dataRequests.erase.done': 'Datos eliminados y solicitud respondida.',
    'dataRequests.openBadge':
      '{count, plural, one {# solicitud esperando respuesta} other {# solicitudes esperando respuesta}}',
    'dataRequests.correct': 'Corregir los datos de la persona huésped',
    'dataRequests.correctIntro':
      'Corrige lo que pidió la persona huésped. La corrección queda registrada en la reserva, con tu nombre; después respóndele justo debajo.',
    'dataRequests.correctSave': 'Guardar la corrección',
    'dataRequests.correctionSaved': 'Corrección guardada. Ahora responde a la persona huésped.',
    'dataRequests.corrected': 'Corregido el {date}: {fields}.',
    'dataRequests.guestDataFailed': 'Los datos de la persona huésped no cargaron',
    'dataRequests.field.name': 'Nombre',
    'dataRequests.field.birthDate': 'Fecha de nacimiento',
    'dataRequests.field.documentNumber': 'Número del documento',
    'dataRequests.field.documentNumber.cpf': 'CPF',
    'dataRequests.field.documentNumber.passport': 'Pasaporte o documento extranjero',
    'dataRequests.field.documentNumber.birthCertificate': 'Certificado de nacimiento',
    'dataRequests.field.email': 'Correo',
    'dataRequests.field.phone': 'Teléfono',
    'dataRequests.intro':
      'Cada solicitud fue confirmada por el correo de la persona huésped. La LGPD (art. 19) da 15 días para la respuesta completa; las copias de la persona titular se enviaron en el acto, y la de un acompañante espera a que confirmes que la solicitud es de esa persona. Una eliminación borra en el acto lo que ninguna obligación conserva; lo que la estancia aún usa se borra cuando termina, y lo que la ley obliga a guardar se queda hasta la fecha que muestra la solicitud. Tu respuesta queda registrada.',
    'dataRequests.loadFailed': 'Las solicitudes no cargaron',
    'dataRequests.none': 'Ninguna solicitud de huéspedes hasta ahora.',
    'dataRequests.guest': 'Huésped',
    'dataRequests.guestRemoved': 'datos eliminados',
    'dataRequests.stay': '{property}, del {checkIn} al {checkOut}',
    'dataRequests.requestedAt': 'Pedida el {date}',
    'dataRequests.due': 'Plazo: {date} ({days, plural, =0 {vence hoy} one {# día} other {# días}})',
    'dataRequests.overdue': 'Plazo vencido el {date}',
    'dataRequests.companionAskedOwnLink':
      'Solicitud hecha desde el enlace propio de la persona acompañante.',
    'dataRequests.companionNumber': 'Acompañante {number}',
    'dataRequests.companionAsked':
      'Solicitud hecha desde el enlace propio de la persona acompañante; la respuesta va a {email}.',
    'dataRequests.companionCopy':
      'Confirma que la solicitud es realmente de esta persona antes de enviarla: la copia lleva sus documentos y su selfie.',
    'dataRequests.companionCopyNoSelfie':
      'Confirma que la solicitud es realmente de esta persona antes de enviarla: la copia lleva sus documentos (su selfie se eliminó a petición suya).',
    'dataRequests.companionCopyKept':
      'Confirma que la solicitud es realmente de esta persona antes de enviarla: sus archivos se eliminaron a petición suya; la copia lleva lo que aún se conserva (nombre, documento, fecha de nacimiento, nacionalidad) y hasta cuándo.',
    'dataRequests.sendCopy': 'Enviar la copia a {email}',
    'dataRequests.copySent': 'Copia enviada al correo de la persona huésped el {date}.',
    'dataRequests.correction': 'Qué corregir: {text}',
    'dataRequests.answer': 'Tu respuesta',
    'dataRequests.answerHint':
      'Cuenta lo que se hizo, o por qué no. La persona huésped recibe la respuesta por correo. Evita repetir datos personales: la respuesta se elimina si la persona huésped pide la eliminación.',
    'dataRequests.send': 'Registrar respuesta',
    'dataRequests.answered': 'Respondida el {date}: {answer}',
    'dataRequests.answeredRemoved': 'Respondida el {date} (respuesta eliminada con los datos).',
    'dataRequests.answeredByErasure':
      'Respondida el {date} con la eliminación de arriba: la persona acompañante recibió el resultado por correo, en la dirección que confirmó.',
    'dataRequests.answeredByErasureDeferred':
      'Respondida el {date} con la eliminación de arriba: la persona acompañante recibió el resultado por correo, en la dirección que confirmó. El {end}, día del checkout (o cuando finalices el checkout, si es antes), se borra el resto y recibe un correo que dice que la eliminación se completó.',
    'dataRequests.completedAtEndEmailed':
      'La persona acompañante recibió un correo que dice que la eliminación se completó.',
    'dataRequests.status.open': 'Abierta',
    'dataRequests.status.answered': 'Respondida',
    'dataRequests.status.scheduled': 'Programada',
    'dataRequests.scheduled':
      'Eliminación programada para el final de la estancia, el {date} (o cuando finalices el checkout, si es antes): nada que hacer; se completa sola.',
    'dataRequests.saved': 'Respuesta registrada.',
    'dataRequests.openReservation': 'Abrir la reserva',
  },
});
