import { defineMessages } from './define-messages';
import { hostRequestNoticeMessages } from './host-request-notice.messages';

/**
 * A guest's requests about their personal data (issue 32): the checks of the request's form,
 * and what the server words itself (the confirmation code's e-mail, the copy's e-mail and PDF).
 */
export const guestDataRequestsMessages = defineMessages({
  'pt-BR': {
    ...hostRequestNoticeMessages['pt-BR'],
    'guestDataRequests.email.answerSubject':
      'Resposta ao seu pedido sobre seus dados em {company} ({propertyName})',
    'guestDataRequests.email.answerText':
      'Olá,\n\n{company} respondeu ao seu pedido ({kind}) sobre a estadia em {propertyName}, de {checkIn} a {checkOut}:\n\n{answer}\n\nVocê pode acompanhar seus pedidos pelo link da sua reserva, em "Seus dados pessoais (LGPD)".',
    'guestDataRequests.email.atStayEnd':
      'Em {date}, quando a estadia terminar, seus documentos e os demais dados do check-in também serão excluídos; enviaremos um e-mail para confirmar.',
    'guestDataRequests.email.completedSubject':
      'A exclusão dos seus dados em {company} foi concluída',
    'guestDataRequests.email.completedText':
      'Olá,\n\nA estadia foi encerrada e {company} concluiu a exclusão que você pediu:\n\n{answer}\n\nEsta é a última mensagem sobre este pedido: o endereço que você informou para ele também foi excluído.',
    'guestDataRequests.email.completedAtOnceText':
      'Olá,\n\n{company} concluiu a exclusão que você pediu:\n\n{answer}\n\nEsta é a última mensagem sobre este pedido: seu e-mail e seu telefone também foram excluídos.',
    'guestDataRequests.email.completedHolderText':
      'Olá,\n\nA estadia foi encerrada e {company} concluiu a exclusão que você pediu:\n\n{answer}\n\nEsta é a última mensagem sobre este pedido: seu e-mail e seu telefone também foram excluídos.',
    'guestDataRequests.part.fnrh':
      'o registro da estadia na FNRH (Ficha Nacional de Registro de Hóspedes{reference})',
    'guestDataRequests.reason.governmentRegister':
      'é o cadastro do governo (Ministério do Turismo), guardado pela FNRH e não pelo anfitrião nem pelo Chegada; só a FNRH pode excluí-lo',
    'guestDataRequests.keptByGovernment': 'Guardado pelo governo: {part} — {reason}.',
    'guestDataRequests.reference': ', reserva {id}',
    'guestDataRequests.kind.copy': 'Cópia dos dados',
    'guestDataRequests.kind.correction': 'Correção',
    'guestDataRequests.kind.deletion': 'Exclusão',
    'guestDataRequests.removed': 'Destruído na hora: {parts}.',
    'guestDataRequests.removedAtStayEnd': 'Destruído no fim da estadia, em {date}: {parts}.',
    'guestDataRequests.removedOnConfirm': 'Destruído assim que você confirmar: {parts}.',
    'guestDataRequests.removedBeforeStay':
      'Destruído na hora: só {parts} enviados até então; o resto espera o fim da estadia, como abaixo.',
    'guestDataRequests.removedOnConfirmBeforeStay':
      'Destruído assim que você confirmar: só {parts} enviados até então; o resto espera o fim da estadia, como abaixo.',
    'guestDataRequests.kept': 'Guardado: {part} — {reason}, até {date}.',
    'guestDataRequests.keptUntilStayEnd':
      'Guardado até o fim da estadia, em {date}: {parts}; depois, excluído.',
    'guestDataRequests.part.biometric': 'dados biométricos (selfie e prova de vida)',
    'guestDataRequests.part.contact': 'dados de contato',
    'guestDataRequests.part.documents': 'documentos enviados',
    'guestDataRequests.part.form': 'demais dados do check-in',
    'guestDataRequests.part.identity':
      'nome, documento, nascimento e nacionalidade de quem se hospedou',
    'guestDataRequests.reason.retention':
      'o anfitrião deve guardar o registro de hóspedes pelo prazo de retenção',
    'guestDataRequests.reason.stayNotEnded':
      'a estadia ainda não terminou; será excluído quando terminar',
    'guestDataRequests.codeRequired': 'Digite o código de 6 dígitos enviado ao seu e-mail',
    'guestDataRequests.correctionRequired': 'Diga o que deve ser corrigido',
    'guestDataRequests.noEmail':
      'Não há e-mail nesta reserva para confirmar o pedido. Fale com o anfitrião.',
    'guestDataRequests.emailRequired':
      'Digite o e-mail onde você quer receber o código e a resposta',
    'guestDataRequests.deletionAlreadyAsked':
      'Você já pediu a exclusão dos seus dados: ela está em andamento ou concluída e não pode ser pedida de novo.',
    'guestDataRequests.scheduledNoAnswer':
      'Esta exclusão se conclui sozinha no fim da estadia, em {date, date, long}: não há o que responder.',
    'guestDataRequests.email.codeSubject': 'Confirme seu pedido sobre seus dados em {company}',
    'guestDataRequests.email.codeText':
      'Olá,\n\nRecebemos um pedido sobre seus dados pessoais no check-in em {company}. Para confirmar que este e-mail é seu, use o código {code}.\nEle vale por {minutes} minutos.\n\nSe você não fez este pedido, ignore este e-mail.',
    'guestDataRequests.email.copySubject': 'Cópia dos seus dados em {company}',
    'guestDataRequests.email.copyText':
      'Olá,\n\nSegue a cópia de todos os dados pessoais que {company} guarda sobre você nesta estadia: um arquivo JSON (para levar a outro serviço) e um PDF para leitura.\n\n{others}\n\nQualquer dúvida, responda ao anfitrião pelo link da sua reserva.',
    'guestDataRequests.pdf.title': 'Seus dados pessoais em {company}',
    'guestDataRequests.pdf.generatedAt': 'Gerado em {date}',
    'guestDataRequests.pdf.stay': 'Estadia',
    'guestDataRequests.pdf.form': 'Dados do check-in',
    'guestDataRequests.pdf.files': 'Arquivos enviados',
    'guestDataRequests.pdf.consents': 'Consentimentos',
    'guestDataRequests.pdf.views': 'Quem viu seus documentos',
    'guestDataRequests.pdf.messages': 'Mensagens enviadas a você',
    'guestDataRequests.pdf.requests': 'Seus pedidos sobre os dados',
    // In the gender of each section's noun; who viewed them: nobody (walk62).
    'guestDataRequests.pdf.none':
      '{section, select, stay {Nenhuma} views {Ninguém} messages {Nenhuma} cpfChecks {Nenhuma} identity {Nenhuma} other {Nenhum}}',
  },
  'en-US': {
    ...hostRequestNoticeMessages['en-US'],
    'guestDataRequests.email.answerSubject':
      'Answer to your request about your data at {company} ({propertyName})',
    'guestDataRequests.email.answerText':
      'Hello,\n\n{company} answered your request ({kind}) about your stay at {propertyName}, {checkIn} to {checkOut}:\n\n{answer}\n\nYou can follow your requests through your reservation link, under "Your personal data (LGPD)".',
    'guestDataRequests.email.atStayEnd':
      'On {date}, when the stay ends, your documents and the rest of your check-in data will be erased too; we will e-mail you then to confirm it.',
    'guestDataRequests.email.completedSubject': 'Your data deletion at {company} is complete',
    'guestDataRequests.email.completedText':
      'Hello,\n\nThe stay was closed, and {company} has completed the deletion you asked for:\n\n{answer}\n\nThis is the last message about this request: the address you gave for it was erased as well.',
    'guestDataRequests.email.completedAtOnceText':
      'Hello,\n\n{company} has completed the deletion you asked for:\n\n{answer}\n\nThis is the last message about this request: your e-mail address and phone number were erased as well.',
    'guestDataRequests.email.completedHolderText':
      'Hello,\n\nThe stay was closed, and {company} has completed the deletion you asked for:\n\n{answer}\n\nThis is the last message about this request: your e-mail address and phone number were erased as well.',
    'guestDataRequests.part.fnrh':
      'the stay’s record in the FNRH (Brazil’s national guest register{reference})',
    'guestDataRequests.reason.governmentRegister':
      'it is the government’s register (Ministry of Tourism), kept by FNRH, not by the host or Chegada; only FNRH can delete it',
    'guestDataRequests.keptByGovernment': 'Kept by the government: {part} — {reason}.',
    'guestDataRequests.reference': ', reservation {id}',
    'guestDataRequests.kind.copy': 'Copy of the data',
    'guestDataRequests.kind.correction': 'Correction',
    'guestDataRequests.kind.deletion': 'Deletion',
    'guestDataRequests.removed': 'Destroyed at once: {parts}.',
    'guestDataRequests.removedAtStayEnd': 'Destroyed at the end of the stay, on {date}: {parts}.',
    'guestDataRequests.removedOnConfirm': 'Destroyed as soon as you confirm: {parts}.',
    'guestDataRequests.removedBeforeStay':
      'Destroyed at once: only the {parts} sent until then; the rest waits for the end of the stay, as below.',
    'guestDataRequests.removedOnConfirmBeforeStay':
      'Destroyed as soon as you confirm: only the {parts} sent until then; the rest waits for the end of the stay, as below.',
    'guestDataRequests.kept': 'Kept: {part} — {reason}, until {date}.',
    'guestDataRequests.keptUntilStayEnd':
      'Kept until the stay ends on {date}: {parts}; then erased.',
    'guestDataRequests.part.biometric': 'biometric data (selfie and liveness check)',
    'guestDataRequests.part.contact': 'contact data',
    'guestDataRequests.part.documents': 'documents sent',
    'guestDataRequests.part.form': 'the rest of the check-in data',
    'guestDataRequests.part.identity':
      'name, document, birth date and nationality of whoever stayed',
    'guestDataRequests.reason.retention':
      'the host must keep the guest register for the retention period',
    'guestDataRequests.reason.stayNotEnded': 'the stay has not ended yet; deleted once it has',
    'guestDataRequests.codeRequired': 'Type the 6-digit code sent to your e-mail',
    'guestDataRequests.correctionRequired': 'Say what should be corrected',
    'guestDataRequests.noEmail':
      'This reservation has no e-mail to confirm the request with. Please contact the host.',
    'guestDataRequests.emailRequired': 'Type the e-mail where you want the code and the answer',
    'guestDataRequests.deletionAlreadyAsked':
      'You already asked for the deletion of your data: it is under way or done, and cannot be asked again.',
    'guestDataRequests.scheduledNoAnswer':
      'This deletion completes by itself at the end of the stay, on {date, date, long}: there is nothing to answer.',
    'guestDataRequests.email.codeSubject': 'Confirm your request about your data at {company}',
    'guestDataRequests.email.codeText':
      'Hello,\n\nWe received a request about your personal data in your check-in at {company}. To confirm this e-mail is yours, use the code {code}.\nIt is valid for {minutes} minutes.\n\nIf you did not make this request, ignore this e-mail.',
    'guestDataRequests.email.copySubject': 'A copy of your data at {company}',
    'guestDataRequests.email.copyText':
      'Hello,\n\nAttached is a copy of all the personal data {company} holds about you for this stay: a JSON file (to take to another service) and a PDF to read.\n\n{others}\n\nIf you have any question, ask the host through your reservation link.',
    'guestDataRequests.pdf.title': 'Your personal data at {company}',
    'guestDataRequests.pdf.generatedAt': 'Generated on {date}',
    'guestDataRequests.pdf.stay': 'Stay',
    'guestDataRequests.pdf.form': 'Check-in data',
    'guestDataRequests.pdf.files': 'Files sent',
    'guestDataRequests.pdf.consents': 'Consents',
    'guestDataRequests.pdf.views': 'Who viewed your documents',
    'guestDataRequests.pdf.messages': 'Messages sent to you',
    'guestDataRequests.pdf.requests': 'Your requests about your data',
    'guestDataRequests.pdf.none': '{section, select, views {Nobody} other {None}}',
  },
  'es-ES': {
    ...hostRequestNoticeMessages['es-ES'],
    'guestDataRequests.email.answerSubject':
      'Respuesta a tu solicitud sobre tus datos en {company} ({propertyName})',
    'guestDataRequests.email.answerText':
      'Hola,\n\n{company} respondió a tu solicitud ({kind}) sobre la estancia en {propertyName}, del {checkIn} al {checkOut}:\n\n{answer}\n\nPuedes seguir tus solicitudes por el enlace de tu reserva, en "Tus datos personales (LGPD)".',
    'guestDataRequests.email.atStayEnd':
      'El {date}, cuando termine la estancia, también se eliminarán tus documentos y el resto de los datos del check-in; te enviaremos un correo para confirmarlo.',
    'guestDataRequests.email.completedSubject':
      'La eliminación de tus datos en {company} se completó',
    'guestDataRequests.email.completedText':
      'Hola,\n\nLa estancia se cerró y {company} completó la eliminación que pediste:\n\n{answer}\n\nEste es el último mensaje sobre esta solicitud: la dirección que indicaste para ella también se eliminó.',
    'guestDataRequests.email.completedAtOnceText':
      'Hola,\n\n{company} completó la eliminación que pediste:\n\n{answer}\n\nEste es el último mensaje sobre esta solicitud: tu correo electrónico y tu teléfono también se eliminaron.',
    'guestDataRequests.email.completedHolderText':
      'Hola,\n\nLa estancia se cerró y {company} completó la eliminación que pediste:\n\n{answer}\n\nEste es el último mensaje sobre esta solicitud: tu correo electrónico y tu teléfono también se eliminaron.',
    'guestDataRequests.part.fnrh':
      'el registro de la estancia en la FNRH (registro nacional de huéspedes de Brasil{reference})',
    'guestDataRequests.reason.governmentRegister':
      'es el registro del gobierno (Ministerio de Turismo), guardado por la FNRH y no por el anfitrión ni por Chegada; solo la FNRH puede eliminarlo',
    'guestDataRequests.keptByGovernment': 'Guardado por el gobierno: {part} — {reason}.',
    'guestDataRequests.reference': ', reserva {id}',
    'guestDataRequests.kind.copy': 'Copia de los datos',
    'guestDataRequests.kind.correction': 'Corrección',
    'guestDataRequests.kind.deletion': 'Eliminación',
    'guestDataRequests.removed': 'Destruido en el acto: {parts}.',
    'guestDataRequests.removedAtStayEnd': 'Destruido al final de la estancia, el {date}: {parts}.',
    'guestDataRequests.removedOnConfirm': 'Destruido en cuanto confirmes: {parts}.',
    'guestDataRequests.removedBeforeStay':
      'Destruido en el acto: solo {parts} enviados hasta entonces; el resto espera al final de la estancia, como se indica abajo.',
    'guestDataRequests.removedOnConfirmBeforeStay':
      'Destruido en cuanto confirmes: solo {parts} enviados hasta entonces; el resto espera al final de la estancia, como se indica abajo.',
    'guestDataRequests.kept': 'Guardado: {part} — {reason}, hasta el {date}.',
    'guestDataRequests.keptUntilStayEnd':
      'Guardado hasta que termine la estancia, el {date}: {parts}; después, eliminado.',
    'guestDataRequests.part.biometric': 'datos biométricos (selfie y prueba de vida)',
    'guestDataRequests.part.contact': 'datos de contacto',
    'guestDataRequests.part.documents': 'documentos enviados',
    'guestDataRequests.part.form': 'el resto de los datos del check-in',
    'guestDataRequests.part.identity':
      'nombre, documento, nacimiento y nacionalidad de quien se hospedó',
    'guestDataRequests.reason.retention':
      'el anfitrión debe guardar el registro de huéspedes durante el plazo de retención',
    'guestDataRequests.reason.stayNotEnded':
      'la estancia aún no terminó; se eliminará cuando termine',
    'guestDataRequests.codeRequired': 'Escribe el código de 6 dígitos enviado a tu correo',
    'guestDataRequests.correctionRequired': 'Di qué se debe corregir',
    'guestDataRequests.noEmail':
      'Esta reserva no tiene correo para confirmar la solicitud. Habla con el anfitrión.',
    'guestDataRequests.emailRequired':
      'Escribe el correo donde quieres recibir el código y la respuesta',
    'guestDataRequests.deletionAlreadyAsked':
      'Ya pediste la eliminación de tus datos: está en curso o completada y no se puede pedir de nuevo.',
    'guestDataRequests.scheduledNoAnswer':
      'Esta eliminación se completa sola al final de la estancia, el {date, date, long}: no hay nada que responder.',
    'guestDataRequests.email.codeSubject': 'Confirma tu solicitud sobre tus datos en {company}',
    'guestDataRequests.email.codeText':
      'Hola,\n\nRecibimos una solicitud sobre tus datos personales en tu check-in en {company}. Para confirmar que este correo es tuyo, usa el código {code}.\nEs válido durante {minutes} minutos.\n\nSi no hiciste esta solicitud, ignora este correo.',
    'guestDataRequests.email.copySubject': 'Copia de tus datos en {company}',
    'guestDataRequests.email.copyText':
      'Hola,\n\nAdjuntamos una copia de todos los datos personales que {company} guarda sobre ti en esta estancia: un archivo JSON (para llevar a otro servicio) y un PDF para leer.\n\n{others}\n\nSi tienes dudas, pregunta al anfitrión por el enlace de tu reserva.',
    'guestDataRequests.pdf.title': 'Tus datos personales en {company}',
    'guestDataRequests.pdf.generatedAt': 'Generado el {date}',
    'guestDataRequests.pdf.stay': 'Estancia',
    'guestDataRequests.pdf.form': 'Datos del check-in',
    'guestDataRequests.pdf.files': 'Archivos enviados',
    'guestDataRequests.pdf.consents': 'Consentimientos',
    'guestDataRequests.pdf.views': 'Quién vio tus documentos',
    'guestDataRequests.pdf.messages': 'Mensajes enviados a ti',
    'guestDataRequests.pdf.requests': 'Tus solicitudes sobre tus datos',
    'guestDataRequests.pdf.none':
      '{section, select, stay {Ninguna} views {Nadie} requests {Ninguna} cpfChecks {Ninguna} identity {Ninguna} other {Ninguno}}',
  },
});
