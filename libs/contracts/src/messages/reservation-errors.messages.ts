import { defineMessages } from './define-messages';

type Labels = Record<string, string>;

/** An ICU `select` over labels, falling back to the raw value for one not listed. */
const select = (variable: string, labels: Labels): string =>
  `{${variable}, select, ${Object.entries(labels)
    .map(([value, label]) => `${value} {${label}}`)
    .join(' ')} other {{${variable}}}}`;

// The actions are the decider's command types; the statuses are ReservationStatus names.
const actions: Record<'pt-BR' | 'en-US' | 'es-ES', Labels> = {
  'pt-BR': {
    CreateReservation: 'criar',
    SaveGuestForm: 'salvar o formulário de',
    SubmitGuestForm: 'enviar o formulário de',
    PassAutomaticChecks: 'concluir as verificações automáticas de',
    ApproveReservation: 'aprovar',
    RefuseReservation: 'recusar',
    CancelReservation: 'cancelar',
    RevertCancellation: 'reverter o cancelamento de',
    FinishCheckout: 'finalizar o checkout de',
    SetFormVisibility: 'alterar a visibilidade de',
    SetGuestStatus: 'alterar o status do hóspede de',
    ExtendCheckout: 'alterar as datas de',
    UpdateMaxGuests: 'alterar o máximo de hóspedes de',
    ChangeResponsibleUser: 'alterar o responsável de',
    UpdateDynamicPassword: 'alterar a senha dinâmica de',
    RemoveSensitiveData: 'remover os dados sensíveis de',
    ExpirePersonalData: 'apagar pelo prazo de retenção os dados pessoais de',
  },
  'en-US': {
    CreateReservation: 'create',
    SaveGuestForm: 'save the guest form of',
    SubmitGuestForm: 'submit the guest form of',
    PassAutomaticChecks: 'pass the automatic checks of',
    ApproveReservation: 'approve',
    RefuseReservation: 'refuse',
    CancelReservation: 'cancel',
    RevertCancellation: 'revert the cancellation of',
    FinishCheckout: 'finish the checkout of',
    SetFormVisibility: 'change the visibility of',
    SetGuestStatus: 'change the guest status of',
    ExtendCheckout: 'change the dates of',
    UpdateMaxGuests: 'change the maximum guests of',
    ChangeResponsibleUser: 'change the responsible user of',
    UpdateDynamicPassword: 'change the dynamic password of',
    RemoveSensitiveData: 'remove the sensitive data of',
    ExpirePersonalData: 'erase at the end of its retention period the personal data of',
  },
  'es-ES': {
    CreateReservation: 'crear',
    SaveGuestForm: 'guardar el formulario de',
    SubmitGuestForm: 'enviar el formulario de',
    PassAutomaticChecks: 'completar las verificaciones automáticas de',
    ApproveReservation: 'aprobar',
    RefuseReservation: 'rechazar',
    CancelReservation: 'cancelar',
    RevertCancellation: 'revertir la cancelación de',
    FinishCheckout: 'finalizar el checkout de',
    SetFormVisibility: 'cambiar la visibilidad de',
    SetGuestStatus: 'cambiar el estado del huésped de',
    ExtendCheckout: 'cambiar las fechas de',
    UpdateMaxGuests: 'cambiar el máximo de huéspedes de',
    ChangeResponsibleUser: 'cambiar el responsable de',
    UpdateDynamicPassword: 'cambiar la contraseña dinámica de',
    RemoveSensitiveData: 'eliminar los datos sensibles de',
    ExpirePersonalData: 'borrar al fin de su plazo de conservación los datos personales de',
  },
};

const statuses: Record<'pt-BR' | 'en-US' | 'es-ES', Labels> = {
  'pt-BR': {
    TO_FORM: 'Aguardando o formulário',
    TO_VALIDATE: 'Em análise',
    TO_APROVE: 'Aguardando aprovação',
    ENDED: 'Aprovada',
    FILLING: 'Em preenchimento',
    REFUSED: 'Recusada',
    CANCELED: 'Cancelada',
    CHECKOUT_FINISHED: 'Checkout finalizado',
  },
  'en-US': {
    TO_FORM: 'Waiting for the form',
    TO_VALIDATE: 'Under analysis',
    TO_APROVE: 'Waiting for approval',
    ENDED: 'Approved',
    FILLING: 'Filling',
    REFUSED: 'Refused',
    CANCELED: 'Cancelled',
    CHECKOUT_FINISHED: 'Checkout finished',
  },
  'es-ES': {
    TO_FORM: 'Esperando el formulario',
    TO_VALIDATE: 'En análisis',
    TO_APROVE: 'Esperando aprobación',
    ENDED: 'Aprobada',
    FILLING: 'En llenado',
    REFUSED: 'Rechazada',
    CANCELED: 'Cancelada',
    CHECKOUT_FINISHED: 'Checkout finalizado',
  },
};

/** The reservation commands' rejections (spec §7), by error code. */
export const reservationErrorsMessages = defineMessages({
  'pt-BR': {
    'error.STALE_REVISION':
      'Esta reserva foi alterada por outra pessoa (revisão atual {currentRevision}). Recarregue e tente novamente.',
    'error.CONCURRENCY_CONFLICT': 'Muitas alterações simultâneas. Tente novamente.',
    'error.IDEMPOTENCY_KEY_REUSED': 'Esta Idempotency-Key já foi usada em outra requisição',
    'error.IDEMPOTENCY_KEY_IN_PROGRESS':
      'Uma requisição com esta Idempotency-Key ainda está em andamento',
    'error.RESERVATION_ALREADY_EXISTS': 'Esta reserva já existe',
    'error.TRANSITION_NOT_ALLOWED': `Não é possível ${select('action', actions['pt-BR'])} uma reserva com status "${select('status', statuses['pt-BR'])}"`,
    'error.CONFIRMATION_REQUIRED': 'Confirme a ação para continuar',
    'error.MOTIVE_REQUIRED': 'Informe o motivo',
    'error.MOTIVE_TOO_LONG': 'O motivo deve ter no máximo {max} caracteres',
    'error.GUEST_NAME_REQUIRED': 'Informe o nome do hóspede',
    'error.INVALID_DATE': 'Data inválida',
    'error.CHECKOUT_BEFORE_CHECKIN': 'O checkout deve ser depois do check-in',
    'error.INVALID_MAX_GUESTS': 'O máximo de hóspedes deve ser um número inteiro positivo',
    'error.INVALID_GUEST_COUNT': 'Número de hóspedes inválido',
    'error.MAX_GUESTS_REACHED': 'Número máximo de hóspedes atingido!',
    'error.INVALID_GUEST_STATUS': 'O status do hóspede só pode voltar para "Em análise" (1)',
    'error.NO_LOCK': 'Este imóvel não usa fechadura inteligente',
    'error.INVALID_DYNAMIC_PASSWORD': 'Senha dinâmica inválida',
    'error.SENSITIVE_DATA_ALREADY_REMOVED': 'Os dados sensíveis desta reserva já foram removidos',
    'error.SENSITIVE_DATA_REMOVED':
      'Os dados sensíveis desta reserva foram removidos; o cancelamento não pode ser revertido',
    'error.PERSONAL_DATA_ERASED':
      'Os dados pessoais deste hóspede foram apagados: não há ficha para aprovar ou recusar.',
    'error.PERSONAL_DATA_ERASED_NO_CODE':
      'Os dados pessoais deste hóspede foram apagados: a estadia não recebe mais código de porta.',
    'error.COMPANION_DATA_ERASED':
      'Os dados deste acompanhante foram apagados a pedido dessa pessoa: não recebemos mais dados, arquivos nem fotos dela.',
  },
  'en-US': {
    'error.STALE_REVISION':
      'This reservation was changed by someone else (current revision {currentRevision}). Reload it and try again.',
    'error.CONCURRENCY_CONFLICT': 'Too many simultaneous changes. Please try again.',
    'error.IDEMPOTENCY_KEY_REUSED': 'This Idempotency-Key was already used for another request',
    'error.IDEMPOTENCY_KEY_IN_PROGRESS': 'A request with this Idempotency-Key is still running',
    'error.RESERVATION_ALREADY_EXISTS': 'This reservation already exists',
    'error.TRANSITION_NOT_ALLOWED': `Cannot ${select('action', actions['en-US'])} a reservation in status "${select('status', statuses['en-US'])}"`,
    'error.CONFIRMATION_REQUIRED': 'Confirm the action to continue',
    'error.MOTIVE_REQUIRED': 'Enter the motive',
    'error.MOTIVE_TOO_LONG': 'The motive must have at most {max} characters',
    'error.GUEST_NAME_REQUIRED': "Enter the guest's name",
    'error.INVALID_DATE': 'Invalid date',
    'error.CHECKOUT_BEFORE_CHECKIN': 'Check-out must be after check-in',
    'error.INVALID_MAX_GUESTS': 'Maximum guests must be a positive whole number',
    'error.INVALID_GUEST_COUNT': 'Invalid number of guests',
    'error.MAX_GUESTS_REACHED': 'Max guests reached!',
    'error.INVALID_GUEST_STATUS': 'The guest status can only go back to "Under analysis" (1)',
    'error.NO_LOCK': 'This property has no smart lock',
    'error.INVALID_DYNAMIC_PASSWORD': 'Invalid dynamic password',
    'error.SENSITIVE_DATA_ALREADY_REMOVED':
      'The sensitive data of this reservation was already removed',
    'error.SENSITIVE_DATA_REMOVED':
      'The sensitive data of this reservation was removed; the cancellation cannot be reverted',
    'error.PERSONAL_DATA_ERASED':
      "This guest's personal data was erased: there is no form left to approve or refuse.",
    'error.PERSONAL_DATA_ERASED_NO_CODE':
      "This guest's personal data was erased: the stay takes no door code any more.",
    'error.COMPANION_DATA_ERASED':
      'This companion’s data was erased at their request: no more data, files or photos of theirs are taken.',
  },
  'es-ES': {
    'error.STALE_REVISION':
      'Otra persona modificó esta reserva (revisión actual {currentRevision}). Recárgala e inténtalo de nuevo.',
    'error.CONCURRENCY_CONFLICT': 'Demasiados cambios simultáneos. Inténtalo de nuevo.',
    'error.IDEMPOTENCY_KEY_REUSED': 'Esta Idempotency-Key ya se usó en otra solicitud',
    'error.IDEMPOTENCY_KEY_IN_PROGRESS':
      'Una solicitud con esta Idempotency-Key todavía está en curso',
    'error.RESERVATION_ALREADY_EXISTS': 'Esta reserva ya existe',
    'error.TRANSITION_NOT_ALLOWED': `No se puede ${select('action', actions['es-ES'])} una reserva en estado "${select('status', statuses['es-ES'])}"`,
    'error.CONFIRMATION_REQUIRED': 'Confirma la acción para continuar',
    'error.MOTIVE_REQUIRED': 'Indica el motivo',
    'error.MOTIVE_TOO_LONG': 'El motivo debe tener como máximo {max} caracteres',
    'error.GUEST_NAME_REQUIRED': 'Indica el nombre del huésped',
    'error.INVALID_DATE': 'Fecha no válida',
    'error.CHECKOUT_BEFORE_CHECKIN': 'El check-out debe ser posterior al check-in',
    'error.INVALID_MAX_GUESTS': 'El máximo de huéspedes debe ser un número entero positivo',
    'error.INVALID_GUEST_COUNT': 'Número de huéspedes no válido',
    'error.MAX_GUESTS_REACHED': '¡Número máximo de huéspedes alcanzado!',
    'error.INVALID_GUEST_STATUS': 'El estado del huésped solo puede volver a "En análisis" (1)',
    'error.NO_LOCK': 'Esta propiedad no usa cerradura inteligente',
    'error.INVALID_DYNAMIC_PASSWORD': 'Contraseña dinámica no válida',
    'error.SENSITIVE_DATA_ALREADY_REMOVED':
      'Los datos sensibles de esta reserva ya fueron eliminados',
    'error.SENSITIVE_DATA_REMOVED':
      'Los datos sensibles de esta reserva fueron eliminados; la cancelación no se puede revertir',
    'error.PERSONAL_DATA_ERASED':
      'Los datos personales de este huésped se borraron: no queda ficha que aprobar o rechazar.',
    'error.PERSONAL_DATA_ERASED_NO_CODE':
      'Los datos personales de este huésped se borraron: la estancia ya no recibe código de puerta.',
    'error.COMPANION_DATA_ERASED':
      'Los datos de este acompañante se eliminaron a petición suya: ya no se reciben datos, archivos ni fotos suyos.',
  },
});
