import { defineMessages } from './define-messages';

/**
 * The host's notice of a guest's request about their data (issue 32): no guest's name nor data,
 * only the stay (they are on the screen). It says what happened: a request carried out at once
 * is told as done, with no deadline; one that waits for the host, with the art. 19 deadline and
 * what to do.
 */
export const hostRequestNoticeMessages = defineMessages({
  'pt-BR': {
    'guestDataRequests.email.host.subject':
      'Pedido LGPD em {propertyName}: {kind}, responda até {due}',
    'guestDataRequests.email.host.subjectDone':
      'Pedido LGPD em {propertyName}: {kind}, já atendido',
    'guestDataRequests.email.host.subjectWaits':
      'Pedido LGPD em {propertyName}: {kind}, que se conclui no fim da estadia ou ao finalizar o checkout',
    'guestDataRequests.email.host.holder': 'A pessoa titular',
    'guestDataRequests.email.host.companion': 'Uma pessoa acompanhante',
    'guestDataRequests.email.host.asked':
      '{who} da estadia em {propertyName}, de {checkIn} a {checkOut}, fez um pedido sobre seus dados pessoais: {kind}.',
    'guestDataRequests.email.host.deadline':
      'A LGPD (art. 19) dá {days} dias para atender: o prazo vai até {due}.',
    'guestDataRequests.email.host.done.copy':
      'A cópia já foi enviada ao e-mail da reserva, que a pessoa hóspede confirmou com um código, e o pedido está registrado como atendido: você não precisa fazer nada.',
    'guestDataRequests.email.host.done.deletion':
      'A exclusão já foi feita e o pedido está registrado como atendido, com o que foi destruído e o que fica guardado: você não precisa fazer nada.',
    'guestDataRequests.email.host.waits.deletion':
      'O que pode ir já foi destruído; o resto é excluído sozinho quando a estadia terminar (ou quando você finalizar o checkout, se antes), e o pedido fica então atendido. Você não precisa fazer nada.',
    'guestDataRequests.email.host.waitsLate':
      'Mas a estadia termina depois do prazo da LGPD (art. 19, {days} dias, até {due}): responda ao pedido até lá, dizendo à pessoa hóspede o que espera o fim da estadia.',
    'guestDataRequests.email.host.next.copy.holder':
      'A cópia não pôde ser enviada sozinha ao e-mail da reserva: veja o pedido e responda à pessoa hóspede.',
    'guestDataRequests.email.host.next.copy.companion':
      'A cópia de um acompanhante não vai sozinha: confirme que o pedido é mesmo dessa pessoa (o pedido mostra o e-mail que ela digitou) e use “Enviar a cópia para …” na tela de pedidos. Se não for dela, responda ao pedido dizendo por quê.',
    'guestDataRequests.email.host.next.correction':
      'Confira o que a pessoa hóspede pede para corrigir, corrija os dados se estiverem errados e responda ao pedido.',
    'guestDataRequests.email.host.next.deletion.holder':
      'A exclusão não pôde ser feita sozinha: veja o pedido e responda à pessoa hóspede.',
    'guestDataRequests.email.host.next.deletion.companion':
      'Os dados de um acompanhante não são excluídos sozinhos: confirme que o pedido é mesmo dessa pessoa e use “Excluir os dados deste acompanhante” na tela de pedidos. Se não for dela, responda ao pedido dizendo por quê.',
    'guestDataRequests.email.host.privacy':
      'Por privacidade, este e-mail não traz o nome nem os dados da pessoa hóspede: veja-os no pedido.',
    'guestDataRequests.email.host.action': 'Ver os pedidos LGPD',
  },
  'en-US': {
    'guestDataRequests.email.host.subject':
      'Data request at {propertyName}: {kind}, answer by {due}',
    'guestDataRequests.email.host.subjectDone':
      'Data request at {propertyName}: {kind}, already answered',
    'guestDataRequests.email.host.subjectWaits':
      'Data request at {propertyName}: {kind}, completes when the stay ends or you finish the checkout',
    'guestDataRequests.email.host.holder': 'The holder',
    'guestDataRequests.email.host.companion': 'A companion',
    'guestDataRequests.email.host.asked':
      '{who} of the stay at {propertyName}, from {checkIn} to {checkOut}, made a request about their personal data: {kind}.',
    'guestDataRequests.email.host.deadline':
      'The LGPD (art. 19) gives {days} days to answer: the deadline is {due}.',
    'guestDataRequests.email.host.done.copy':
      'The copy has been sent to the reservation’s e-mail, which the guest confirmed with a code, and the request is recorded as answered: there is nothing for you to do.',
    'guestDataRequests.email.host.done.deletion':
      'The deletion is done and the request is recorded as answered, with what was destroyed and what is kept: there is nothing for you to do.',
    'guestDataRequests.email.host.waits.deletion':
      'What could go has been destroyed; the rest is deleted by itself when the stay ends (or when you finish the checkout, if earlier), and the request is answered then. There is nothing for you to do.',
    'guestDataRequests.email.host.waitsLate':
      'But the stay ends after the LGPD deadline (art. 19, {days} days, until {due}): answer the request by then, telling the guest what waits for the end of the stay.',
    'guestDataRequests.email.host.next.copy.holder':
      'The copy could not be sent by itself to the reservation’s e-mail: see the request and answer the guest.',
    'guestDataRequests.email.host.next.copy.companion':
      'A companion’s copy does not go by itself: confirm the request is really theirs (the request shows the e-mail they typed) and use “Send the copy to …” on the requests screen. If it is not them, answer the request saying why.',
    'guestDataRequests.email.host.next.correction':
      'Check what the guest asks to correct, correct the data if it is wrong and answer the request.',
    'guestDataRequests.email.host.next.deletion.holder':
      'The deletion could not be done by itself: see the request and answer the guest.',
    'guestDataRequests.email.host.next.deletion.companion':
      'A companion’s data is not deleted by itself: confirm the request is really theirs and use “Erase this companion’s data” on the requests screen. If it is not them, answer the request saying why.',
    'guestDataRequests.email.host.privacy':
      'For privacy, this e-mail carries neither the guest’s name nor their data: see them in the request.',
    'guestDataRequests.email.host.action': 'See the data requests',
  },
  'es-ES': {
    'guestDataRequests.email.host.subject':
      'Solicitud LGPD en {propertyName}: {kind}, responde antes del {due}',
    'guestDataRequests.email.host.subjectDone':
      'Solicitud LGPD en {propertyName}: {kind}, ya atendida',
    'guestDataRequests.email.host.subjectWaits':
      'Solicitud LGPD en {propertyName}: {kind}, se completa al terminar la estancia o al finalizar el checkout',
    'guestDataRequests.email.host.holder': 'La persona titular',
    'guestDataRequests.email.host.companion': 'Una persona acompañante',
    'guestDataRequests.email.host.asked':
      '{who} de la estancia en {propertyName}, del {checkIn} al {checkOut}, hizo una solicitud sobre sus datos personales: {kind}.',
    'guestDataRequests.email.host.deadline':
      'La LGPD (art. 19) da {days} días para atenderla: el plazo vence el {due}.',
    'guestDataRequests.email.host.done.copy':
      'La copia ya se envió al correo de la reserva, que la persona huésped confirmó con un código, y la solicitud queda registrada como atendida: no tienes que hacer nada.',
    'guestDataRequests.email.host.done.deletion':
      'La eliminación ya se hizo y la solicitud queda registrada como atendida, con lo destruido y lo que se guarda: no tienes que hacer nada.',
    'guestDataRequests.email.host.waits.deletion':
      'Lo que podía irse ya se destruyó; el resto se elimina solo cuando termine la estancia (o cuando finalices el checkout, si es antes), y entonces la solicitud queda atendida. No tienes que hacer nada.',
    'guestDataRequests.email.host.waitsLate':
      'Pero la estancia termina después del plazo de la LGPD (art. 19, {days} días, hasta el {due}): responde a la solicitud antes, diciendo a la persona huésped lo que espera al fin de la estancia.',
    'guestDataRequests.email.host.next.copy.holder':
      'La copia no se pudo enviar sola al correo de la reserva: mira la solicitud y responde a la persona huésped.',
    'guestDataRequests.email.host.next.copy.companion':
      'La copia de un acompañante no va sola: confirma que la solicitud es de verdad suya (la solicitud muestra el correo que escribió) y usa «Enviar la copia a …» en la pantalla de solicitudes. Si no es suya, responde a la solicitud diciendo por qué.',
    'guestDataRequests.email.host.next.correction':
      'Revisa lo que la persona huésped pide corregir, corrige los datos si están mal y responde a la solicitud.',
    'guestDataRequests.email.host.next.deletion.holder':
      'La eliminación no se pudo hacer sola: mira la solicitud y responde a la persona huésped.',
    'guestDataRequests.email.host.next.deletion.companion':
      'Los datos de un acompañante no se eliminan solos: confirma que la solicitud es de verdad suya y usa «Eliminar los datos de este acompañante» en la pantalla de solicitudes. Si no es suya, responde a la solicitud diciendo por qué.',
    'guestDataRequests.email.host.privacy':
      'Por privacidad, este correo no lleva el nombre ni los datos de la persona huésped: consúltalos en la solicitud.',
    'guestDataRequests.email.host.action': 'Ver las solicitudes LGPD',
  },
});
