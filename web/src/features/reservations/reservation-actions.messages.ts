import { defineMessages } from '@chegada/contracts';

/** The actions on a reservation: menu items, their dialogs and what each one destroys. */
export const reservationActionsMessages = defineMessages({
  'pt-BR': {
    'reservationActions.menu': 'Ações da reserva de {guest}',
    'reservationActions.more': 'Mais ações',
    'reservationActions.copyLink': 'Copiar link do hóspede',
    'reservationActions.linkCopied': 'Link copiado',
    'reservationActions.whatsApp': 'Enviar link por WhatsApp',
    'reservationActions.whatsAppUnreadable':
      'O telefone {phone} não é um número com código de país que o WhatsApp entenda: copie o link e envie-o você mesmo.',
    'reservationActions.email': 'Enviar link por e-mail',
    'reservationActions.approve': 'Aprovar',
    'reservationActions.refuse': 'Recusar',
    'reservationActions.cancel': 'Cancelar reserva',
    'reservationActions.revert': 'Reverter cancelamento',
    'reservationActions.finishCheckout': 'Concluir check-out',
    'reservationActions.hide': 'Ocultar formulário',
    'reservationActions.show': 'Mostrar formulário',
    'reservationActions.extend': 'Alterar datas',
    'reservationActions.maxGuests': 'Alterar máximo de hóspedes',
    'reservationActions.responsible': 'Alterar responsável',
    'reservationActions.dynamicPassword': 'Definir senha dinâmica',
    'reservationActions.removeSensitiveData': 'Remover dados sensíveis',
    'reservationActions.approveTitle': 'Aprovar a reserva de {guest}?',
    'reservationActions.approveAnyway': 'Aprovar mesmo assim',
    'reservationActions.approvePendingText':
      '{count, plural, one {{names} ainda não enviou a própria parte: faltam seus dados e documentos.} other {{names} ainda não enviaram a própria parte: faltam seus dados e documentos.}}',
    'reservationActions.approveText':
      'O acesso é liberado e a pessoa hóspede recebe a mensagem de acesso liberado.',
    'reservationActions.revertTitle': 'Reverter o cancelamento de {guest}?',
    'reservationActions.revertText':
      'A reserva volta à situação em que estava antes de ser cancelada.',
    'reservationActions.finishCheckoutTitle': 'Concluir o check-out de {guest}?',
    'reservationActions.finishCheckoutText': 'A estadia é encerrada.',
    'reservationActions.finishCheckoutEarlyText':
      'O check-in é só em {checkIn}: concluir o check-out agora encerra uma estadia que ainda não começou{lock, select, true { e as senhas da fechadura deixam de valer} other {}}.',
    'reservationActions.finishCheckoutEarly': 'Concluir antes do check-in',
    'reservationActions.keepStay': 'Manter a hospedagem',
    'reservationActions.finishCheckoutLockText':
      'A estadia é encerrada e as senhas da fechadura deixam de valer.',
    'reservationActions.removeSensitiveDataTitle': 'Remover os dados sensíveis de {guest}?',
    'reservationActions.removeSensitiveDataText':
      'Serão destruídos para sempre: nome, e-mail, telefone, documentos, selfie, comprovante de caução e todos os dados do formulário de todos os hóspedes desta reserva. Não é possível desfazer.',
    'reservationActions.removeConfirm': 'Remover para sempre',
  },
  'en-US': {
    'reservationActions.menu': 'Actions for the reservation of {guest}',
    'reservationActions.more': 'More actions',
    'reservationActions.copyLink': 'Copy guest link',
    'reservationActions.linkCopied': 'Link copied',
    'reservationActions.whatsApp': 'Send link by WhatsApp',
    'reservationActions.whatsAppUnreadable':
      'The phone {phone} is not a number with a country code WhatsApp can read: copy the link and send it yourself.',
    'reservationActions.email': 'Send link by email',
    'reservationActions.approve': 'Approve',
    'reservationActions.refuse': 'Refuse',
    'reservationActions.cancel': 'Cancel reservation',
    'reservationActions.revert': 'Revert cancellation',
    'reservationActions.finishCheckout': 'Finish checkout',
    'reservationActions.hide': 'Hide form',
    'reservationActions.show': 'Show form',
    'reservationActions.extend': 'Change dates',
    'reservationActions.maxGuests': 'Change maximum guests',
    'reservationActions.responsible': 'Change responsible user',
    'reservationActions.dynamicPassword': 'Set dynamic password',
    'reservationActions.removeSensitiveData': 'Remove sensitive data',
    'reservationActions.approveTitle': 'Approve the reservation of {guest}?',
    'reservationActions.approveAnyway': 'Approve anyway',
    'reservationActions.approvePendingText':
      '{count, plural, one {{names} has not sent their part yet: their details and documents are missing.} other {{names} have not sent their parts yet: their details and documents are missing.}}',
    'reservationActions.approveText':
      'Access is released and the guest gets the access-released message.',
    'reservationActions.revertTitle': 'Revert the cancellation of {guest}?',
    'reservationActions.revertText':
      'The reservation goes back to the status it had before it was cancelled.',
    'reservationActions.finishCheckoutTitle': 'Finish the checkout of {guest}?',
    'reservationActions.finishCheckoutText': 'The stay ends.',
    'reservationActions.finishCheckoutEarlyText':
      'Check-in is only on {checkIn}: finishing the checkout now ends a stay that has not begun{lock, select, true { and the lock passcodes stop working} other {}}.',
    'reservationActions.finishCheckoutEarly': 'Finish before check-in',
    'reservationActions.keepStay': 'Keep the stay',
    'reservationActions.finishCheckoutLockText':
      'The stay ends and the lock passcodes stop working.',
    'reservationActions.removeSensitiveDataTitle': 'Remove the sensitive data of {guest}?',
    'reservationActions.removeSensitiveDataText':
      'Destroyed for good: name, email, phone, documents, selfie, deposit proof and every form answer of every guest of this reservation. This cannot be undone.',
    'reservationActions.removeConfirm': 'Remove for good',
  },
  'es-ES': {
    'reservationActions.menu': 'Acciones de la reserva de {guest}',
    'reservationActions.more': 'Más acciones',
    'reservationActions.copyLink': 'Copiar enlace del huésped',
    'reservationActions.linkCopied': 'Enlace copiado',
    'reservationActions.whatsApp': 'Enviar enlace por WhatsApp',
    'reservationActions.whatsAppUnreadable':
      'El teléfono {phone} no es un número con código de país que WhatsApp entienda: copia el enlace y envíalo tú.',
    'reservationActions.email': 'Enviar enlace por correo',
    'reservationActions.approve': 'Aprobar',
    'reservationActions.refuse': 'Rechazar',
    'reservationActions.cancel': 'Cancelar reserva',
    'reservationActions.revert': 'Revertir cancelación',
    'reservationActions.finishCheckout': 'Finalizar salida',
    'reservationActions.hide': 'Ocultar formulario',
    'reservationActions.show': 'Mostrar formulario',
    'reservationActions.extend': 'Cambiar fechas',
    'reservationActions.maxGuests': 'Cambiar máximo de huéspedes',
    'reservationActions.responsible': 'Cambiar responsable',
    'reservationActions.dynamicPassword': 'Definir contraseña dinámica',
    'reservationActions.removeSensitiveData': 'Eliminar datos sensibles',
    'reservationActions.approveTitle': '¿Aprobar la reserva de {guest}?',
    'reservationActions.approveAnyway': 'Aprobar de todos modos',
    'reservationActions.approvePendingText':
      '{count, plural, one {{names} aún no ha enviado su parte: faltan sus datos y documentos.} other {{names} aún no han enviado su parte: faltan sus datos y documentos.}}',
    'reservationActions.approveText':
      'Se libera el acceso y la persona huésped recibe el mensaje de acceso liberado.',
    'reservationActions.revertTitle': '¿Revertir la cancelación de {guest}?',
    'reservationActions.revertText': 'La reserva vuelve al estado que tenía antes de cancelarse.',
    'reservationActions.finishCheckoutTitle': '¿Finalizar la salida de {guest}?',
    'reservationActions.finishCheckoutText': 'La estancia termina.',
    'reservationActions.finishCheckoutEarlyText':
      'El check-in es recién el {checkIn}: finalizar la salida ahora termina una estancia que aún no empezó{lock, select, true { y las contraseñas de la cerradura dejan de valer} other {}}.',
    'reservationActions.finishCheckoutEarly': 'Finalizar antes del check-in',
    'reservationActions.keepStay': 'Mantener la estancia',
    'reservationActions.finishCheckoutLockText':
      'La estancia termina y las contraseñas de la cerradura dejan de valer.',
    'reservationActions.removeSensitiveDataTitle': '¿Eliminar los datos sensibles de {guest}?',
    'reservationActions.removeSensitiveDataText':
      'Se destruirán para siempre: nombre, correo, teléfono, documentos, selfie, comprobante de fianza y todas las respuestas del formulario de todos los huéspedes de esta reserva. No se puede deshacer.',
    'reservationActions.removeConfirm': 'Eliminar para siempre',
  },
});
