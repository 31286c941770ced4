import { defineMessages } from '@chegada/contracts';

/** The guest's page of requests about their data (issue 32), reached from their link. */
export const guestDataRequestsPageMessages = defineMessages({
  'pt-BR': {
    'guest.dataRequests.erasedNoRequest':
      'Seus dados foram excluídos, e com eles o e-mail para onde enviaríamos o código: não há mais como confirmar um pedido por aqui.',
    'guest.dataRequests.erasedContact': 'Para pedir algo mais, fale com {company}: {phone}.',
    'guest.dataRequests.erasedHost': 'Para pedir algo mais, fale com {company}.',
    'guest.dataRequests.title': 'Seus dados pessoais',
    'guest.dataRequests.intro':
      'Pela LGPD (art. 18) você pode pedir uma cópia de tudo o que a hospedagem {company} guarda sobre você nesta reserva, a correção de um dado ou a exclusão. Confirmamos cada pedido com um código enviado ao seu e-mail.',
    'guest.privacyLink': 'Seus dados pessoais (LGPD)',
    'guest.dataRequests.back': 'Voltar à reserva',
    'guest.dataRequests.kind': 'O que você quer pedir?',
    'guest.dataRequests.kind.copy': 'Uma cópia dos meus dados (JSON e PDF, por e-mail)',
    'guest.dataRequests.kind.correction': 'A correção de um dado',
    'guest.dataRequests.kind.deletion': 'A exclusão dos meus dados',
    'guest.dataRequests.correction': 'O que deve ser corrigido?',
    'guest.dataRequests.deletionNotice': 'Se você confirmar, com as datas da sua estadia:',
    'guest.dataRequests.ask': 'Enviar código para confirmar',
    'guest.dataRequests.codeSent': 'Enviamos um código de 6 dígitos para {destination}.',
    'guest.dataRequests.code': 'Código recebido por e-mail',
    'guest.dataRequests.email': 'Seu e-mail',
    'guest.dataRequests.companionDeletion':
      'O anfitrião exclui os seus dados (só os seus: os dos outros hóspedes ficam) e responde em até 15 dias, dizendo o que a lei obriga a guardar e até quando.',
    'guest.dataRequests.companionHost':
      'O anfitrião vai confirmar que é você e responder em até 15 dias; só então a cópia dos seus dados é enviada.',
    'guest.dataRequests.companionHostCorrection':
      'O anfitrião vai confirmar que é você e responder em até 15 dias; só então seus dados são corrigidos.',
    'guest.dataRequests.companionHostDeletion':
      'O anfitrião vai confirmar que é você; só então seus dados são excluídos.',
    'guest.dataRequests.emailHint':
      'Enviaremos para ele o código que confirma o pedido e, depois, a resposta do anfitrião.',
    'guest.dataRequests.confirm': 'Confirmar pedido',
    'guest.dataRequests.startOver': 'Recomeçar o pedido',
    'guest.dataRequests.confirmed': 'Pedido confirmado.',
    'guest.dataRequests.history': 'Seus pedidos',
    'guest.dataRequests.none': 'Nenhum pedido ainda.',
    'guest.dataRequests.requestedAt': 'Pedido em {date}',
    'guest.dataRequests.dueAt': 'Resposta até {date}',
    'guest.dataRequests.copySent': 'Cópia enviada ao seu e-mail em {date}.',
    'guest.dataRequests.answer': 'Resposta do anfitrião ({date}): {answer}',
    'guest.dataRequests.answerRemoved':
      'Respondido em {date} (a resposta foi excluída com seus dados).',
    'guest.dataRequests.deletionAnswered':
      'Respondido em {date}: o que foi excluído e o que é guardado está acima.',
    'guest.dataRequests.deletionAnsweredWaits':
      'Respondido em {date}: o que já foi excluído e o que espera o fim da estadia estão acima.',
    'guest.dataRequests.deletionNoteErased':
      'Respondido em {date}: o que foi excluído e o que é guardado está acima; a mensagem do anfitrião foi excluída com seus dados.',
    'guest.dataRequests.status.open': 'Em aberto',
    'guest.dataRequests.status.answered': 'Respondido',
    'guest.dataRequests.status.unconfirmed': 'Não confirmado',
  },
  'en-US': {
    'guest.dataRequests.erasedNoRequest':
      'Your data was deleted, and with it the e-mail we would send the code to: no request can be confirmed here any more.',
    'guest.dataRequests.erasedContact': 'To ask anything more, contact {company}: {phone}.',
    'guest.dataRequests.erasedHost': 'To ask anything more, contact {company}.',
    'guest.dataRequests.title': 'Your personal data',
    'guest.dataRequests.intro':
      'Under Brazil’s LGPD (art. 18) you may ask for a copy of everything {company} holds about you for this reservation, for a correction, or for deletion. We confirm each request with a code sent to your e-mail.',
    'guest.privacyLink': 'Your personal data (LGPD)',
    'guest.dataRequests.back': 'Back to the reservation',
    'guest.dataRequests.kind': 'What would you like to ask for?',
    'guest.dataRequests.kind.copy': 'A copy of my data (JSON and PDF, by e-mail)',
    'guest.dataRequests.kind.correction': 'A correction',
    'guest.dataRequests.kind.deletion': 'The deletion of my data',
    'guest.dataRequests.correction': 'What should be corrected?',
    'guest.dataRequests.deletionNotice': 'If you confirm, with the dates of your stay:',
    'guest.dataRequests.ask': 'Send a code to confirm',
    'guest.dataRequests.codeSent': 'We sent a 6-digit code to {destination}.',
    'guest.dataRequests.code': 'Code received by e-mail',
    'guest.dataRequests.email': 'Your e-mail',
    'guest.dataRequests.companionDeletion':
      'The host deletes your data (only yours: the other guests’ data stays) and answers within 15 days, saying what the law requires to be kept and until when.',
    'guest.dataRequests.companionHost':
      'The host will confirm it is you and answer within 15 days; only then is the copy of your data sent.',
    'guest.dataRequests.companionHostCorrection':
      'The host will confirm it is you and answer within 15 days; only then is your data corrected.',
    'guest.dataRequests.companionHostDeletion':
      'The host will confirm it is you; only then is your data deleted.',
    'guest.dataRequests.emailHint':
      'We will send the code that confirms the request to this address and, later, the host’s answer.',
    'guest.dataRequests.confirm': 'Confirm the request',
    'guest.dataRequests.startOver': 'Start the request over',
    'guest.dataRequests.confirmed': 'Request confirmed.',
    'guest.dataRequests.history': 'Your requests',
    'guest.dataRequests.none': 'No requests yet.',
    'guest.dataRequests.requestedAt': 'Asked on {date}',
    'guest.dataRequests.dueAt': 'Answer by {date}',
    'guest.dataRequests.copySent': 'Copy sent to your e-mail on {date}.',
    'guest.dataRequests.answer': 'The host’s answer ({date}): {answer}',
    'guest.dataRequests.answerRemoved':
      'Answered on {date} (the answer was deleted with your data).',
    'guest.dataRequests.deletionAnswered':
      'Answered on {date}: what was erased and what is kept is above.',
    'guest.dataRequests.deletionAnsweredWaits':
      'Answered on {date}: what was erased already and what waits for the end of the stay is above.',
    'guest.dataRequests.deletionNoteErased':
      'Answered on {date}: what was erased and what is kept is above; the host’s note was deleted with your data.',
    'guest.dataRequests.status.open': 'Open',
    'guest.dataRequests.status.answered': 'Answered',
    'guest.dataRequests.status.unconfirmed': 'Not confirmed',
  },
  'es-ES': {
    'guest.dataRequests.erasedNoRequest':
      'Tus datos se eliminaron, y con ellos el correo al que enviaríamos el código: ya no se puede confirmar ninguna solicitud aquí.',
    'guest.dataRequests.erasedContact': 'Para pedir algo más, contacta con {company}: {phone}.',
    'guest.dataRequests.erasedHost': 'Para pedir algo más, contacta con {company}.',
    'guest.dataRequests.title': 'Tus datos personales',
    'guest.dataRequests.intro':
      'Según la LGPD de Brasil (art. 18) puedes pedir una copia de todo lo que {company} guarda sobre ti en esta reserva, la corrección de un dato o su eliminación. Confirmamos cada solicitud con un código enviado a tu correo.',
    'guest.privacyLink': 'Tus datos personales (LGPD)',
    'guest.dataRequests.back': 'Volver a la reserva',
    'guest.dataRequests.kind': '¿Qué quieres pedir?',
    'guest.dataRequests.kind.copy': 'Una copia de mis datos (JSON y PDF, por correo)',
    'guest.dataRequests.kind.correction': 'La corrección de un dato',
    'guest.dataRequests.kind.deletion': 'La eliminación de mis datos',
    'guest.dataRequests.correction': '¿Qué se debe corregir?',
    'guest.dataRequests.deletionNotice': 'Si confirmas, con las fechas de tu estancia:',
    'guest.dataRequests.ask': 'Enviar código para confirmar',
    'guest.dataRequests.codeSent': 'Enviamos un código de 6 dígitos a {destination}.',
    'guest.dataRequests.code': 'Código recibido por correo',
    'guest.dataRequests.email': 'Tu correo',
    'guest.dataRequests.companionDeletion':
      'El anfitrión elimina tus datos (solo los tuyos: los de los demás huéspedes quedan) y responde en un plazo de 15 días, diciendo qué obliga la ley a guardar y hasta cuándo.',
    'guest.dataRequests.companionHost':
      'El anfitrión confirmará que eres tú y responderá en un plazo de 15 días; solo entonces se envía la copia de tus datos.',
    'guest.dataRequests.companionHostCorrection':
      'El anfitrión confirmará que eres tú y responderá en un plazo de 15 días; solo entonces se corrigen tus datos.',
    'guest.dataRequests.companionHostDeletion':
      'El anfitrión confirmará que eres tú; solo entonces se eliminan tus datos.',
    'guest.dataRequests.emailHint':
      'Te enviaremos a esta dirección el código que confirma la solicitud y, después, la respuesta del anfitrión.',
    'guest.dataRequests.confirm': 'Confirmar solicitud',
    'guest.dataRequests.startOver': 'Empezar la solicitud de nuevo',
    'guest.dataRequests.confirmed': 'Solicitud confirmada.',
    'guest.dataRequests.history': 'Tus solicitudes',
    'guest.dataRequests.none': 'Aún no hay solicitudes.',
    'guest.dataRequests.requestedAt': 'Pedida el {date}',
    'guest.dataRequests.dueAt': 'Respuesta hasta el {date}',
    'guest.dataRequests.copySent': 'Copia enviada a tu correo el {date}.',
    'guest.dataRequests.answer': 'Respuesta del anfitrión ({date}): {answer}',
    'guest.dataRequests.answerRemoved':
      'Respondida el {date} (la respuesta se eliminó con tus datos).',
    'guest.dataRequests.deletionAnswered':
      'Respondida el {date}: lo que se eliminó y lo que se guarda está arriba.',
    'guest.dataRequests.deletionAnsweredWaits':
      'Respondida el {date}: lo que ya se eliminó y lo que espera al final de la estancia está arriba.',
    'guest.dataRequests.deletionNoteErased':
      'Respondida el {date}: lo que se eliminó y lo que se guarda está arriba; la nota del anfitrión se eliminó con tus datos.',
    'guest.dataRequests.status.open': 'Abierta',
    'guest.dataRequests.status.answered': 'Respondida',
    'guest.dataRequests.status.unconfirmed': 'Sin confirmar',
  },
});
