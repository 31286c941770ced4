import { defineMessages } from './define-messages';

/**
 * Identity checks (issue 29): the liveness challenge's refusals and results, worded after the
 * spec's §8 ('Liveness start failed'; 'Liveness result inconsistent. Try again.').
 */
export const identityMessages = defineMessages({
  'pt-BR': {
    'liveness.framesCount': 'Envie {count} fotos: uma olhando para a câmera e uma por movimento',
    'error.BIOMETRIC_CONSENT_REQUIRED':
      'Falha ao iniciar a verificação facial: aceite antes os termos de uso de imagem.',
    'error.LIVENESS_SESSION_EXPIRED':
      'Falha ao iniciar a verificação facial: o tempo desta verificação acabou. Comece de novo.',
    'error.LIVENESS_SESSION_USED': 'Esta verificação facial já foi usada. Comece uma nova.',
    'error.LIVENESS_CLOSED':
      'Falha ao iniciar a verificação facial: tentativas demais. Tente de novo em {minutes} min ou envie uma selfie para o anfitrião conferir.',
    'liveness.passed': 'Verificação facial concluída.',
    'liveness.failed.no-face':
      'Resultado da verificação facial inconsistente. Tente novamente: seu rosto não apareceu em uma das fotos; aproxime-se e fique em um lugar iluminado.',
    'liveness.failed.move-not-made':
      'Resultado da verificação facial inconsistente. Tente novamente: faça cada movimento pedido, um pouco mais amplo.',
    'liveness.failed.turned-the-other-way':
      'Resultado da verificação facial inconsistente. Tente novamente: você virou para o outro lado. Siga a ordem e o lado pedidos.',
    'liveness.failed.not-same-person':
      'Resultado da verificação facial inconsistente. Tente novamente: a mesma pessoa deve aparecer em todas as fotos.',
  },
  'en-US': {
    'liveness.framesCount': 'Send {count} pictures: one looking at the camera and one per move',
    'error.BIOMETRIC_CONSENT_REQUIRED': 'Liveness start failed: accept the image terms first.',
    'error.LIVENESS_SESSION_EXPIRED':
      'Liveness start failed: this check ran out of time. Start again.',
    'error.LIVENESS_SESSION_USED': 'This liveness check was already used. Start a new one.',
    'error.LIVENESS_CLOSED':
      'Liveness start failed: too many attempts. Try again in {minutes} min, or send a selfie for the host to review.',
    'liveness.passed': 'Liveness check passed.',
    'liveness.failed.no-face':
      'Liveness result inconsistent. Try again: your face was not in one of the pictures; come closer and find some light.',
    'liveness.failed.move-not-made':
      'Liveness result inconsistent. Try again: make each move asked, a little wider.',
    'liveness.failed.turned-the-other-way':
      'Liveness result inconsistent. Try again: you turned the other way. Follow the order and the side asked.',
    'liveness.failed.not-same-person':
      'Liveness result inconsistent. Try again: the same person must be in every picture.',
  },
  'es-ES': {
    'liveness.framesCount': 'Envía {count} fotos: una mirando a la cámara y una por movimiento',
    'error.BIOMETRIC_CONSENT_REQUIRED':
      'No se pudo iniciar la verificación facial: acepta antes los términos de uso de imagen.',
    'error.LIVENESS_SESSION_EXPIRED':
      'No se pudo iniciar la verificación facial: se acabó el tiempo de esta verificación. Empieza de nuevo.',
    'error.LIVENESS_SESSION_USED': 'Esta verificación facial ya se usó. Empieza una nueva.',
    'error.LIVENESS_CLOSED':
      'No se pudo iniciar la verificación facial: demasiados intentos. Inténtalo de nuevo en {minutes} min o envía un selfie para que el anfitrión lo revise.',
    'liveness.passed': 'Verificación facial completada.',
    'liveness.failed.no-face':
      'Resultado de la verificación facial inconsistente. Inténtalo de nuevo: tu cara no apareció en una de las fotos; acércate y busca luz.',
    'liveness.failed.move-not-made':
      'Resultado de la verificación facial inconsistente. Inténtalo de nuevo: haz cada movimiento pedido, un poco más amplio.',
    'liveness.failed.turned-the-other-way':
      'Resultado de la verificación facial inconsistente. Inténtalo de nuevo: giraste hacia el otro lado. Sigue el orden y el lado pedidos.',
    'liveness.failed.not-same-person':
      'Resultado de la verificación facial inconsistente. Inténtalo de nuevo: la misma persona debe aparecer en todas las fotos.',
  },
});
