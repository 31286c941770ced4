import { defineMessages } from '@chegada/contracts';

/**
 * The selfie's liveness check (issue 29): what it is, said plainly (a head-movement check and
 * the host's review, not a certified anti-fraud system), its prompts and its outcomes. The
 * server words the verdicts and refusals (spec §8); these are the client's own.
 */
export const livenessMessages = defineMessages({
  'pt-BR': {
    'guest.selfie.check.cameraAgain': 'Tentar a câmera de novo',
    'guest.selfie.check.about':
      'Uma verificação por movimentos da cabeça: pedimos que você vire ou incline a cabeça 2 ou 3 vezes diante da câmera, e uma foto é tirada a cada movimento. Ela confere que há uma pessoa presente e que é a mesma em todas as fotos; não é um sistema antifraude certificado, e o anfitrião também confere as fotos. As fotos são analisadas nos nossos servidores e não vão para outras empresas.',
    'guest.selfie.check.start': 'Começar a verificação',
    'guest.selfie.check.again': 'Fazer a verificação de novo',
    'guest.selfie.check.stored': 'Selfie recebida.',
    'guest.selfie.check.consentNeeded':
      'Falha ao iniciar a verificação facial: antes, aceite os termos de uso de imagem. Nenhuma foto é analisada sem o seu aceite.',
    'guest.selfie.check.consentText': 'Ler o consentimento biométrico',
    'guest.selfie.check.starting': 'Iniciando a verificação…',
    'guest.selfie.check.loading': 'Carregando a verificação…',
    'guest.selfie.check.preparing': 'Preparando o guia da câmera…',
    'guest.selfie.check.sending': 'Conferindo as fotos…',
    'guest.selfie.check.pose.straight': 'Olhe de frente para a câmera',
    'guest.selfie.check.pose.turn-left': 'Vire a cabeça para a sua esquerda',
    'guest.selfie.check.pose.turn-right': 'Vire a cabeça para a sua direita',
    'guest.selfie.check.pose.look-up': 'Olhe para cima',
    'guest.selfie.check.pose.look-down': 'Olhe para baixo',
    'guest.selfie.check.progress': 'Foto {index} de {count}.',
    'guest.selfie.check.countdown': 'Foto em {seconds} s.',
    'guest.selfie.check.guidedCountdown':
      'A foto é tirada quando o movimento aparecer (até {seconds} s).',
    'guest.selfie.check.hint.noFace': 'Não vemos o seu rosto: procure um lugar iluminado.',
    'guest.selfie.check.hint.moveCloser': 'Aproxime-se da câmera.',
    'guest.selfie.check.hint.moveBack': 'Afaste-se um pouco.',
    'guest.selfie.check.hint.centreFace': 'Centralize o rosto no contorno.',
    'guest.selfie.check.hint.hold': 'Bom enquadramento.',
    'guest.selfie.check.guided':
      'A câmera acompanha o seu rosto e tira cada foto quando vê o movimento.',
    'guest.selfie.check.timed': 'Cada foto é tirada ao fim da contagem.',
    'guest.selfie.check.kept': 'A foto de frente ficou como a sua selfie.',
    'guest.selfie.check.keptAlt': 'A sua selfie, a foto de frente da verificação',
    'guest.selfie.check.attemptsLeft':
      '{count, plural, =0 {Nenhuma tentativa restante.} one {Resta # tentativa.} other {Restam # tentativas.}}',
    'guest.selfie.check.retry': 'Tentar de novo',
    'guest.selfie.check.startFailed': 'Falha ao iniciar a verificação facial.',
    'guest.selfie.check.lastFailed': 'Resultado da verificação facial inconsistente.',
    'guest.selfie.check.lastAttempt':
      'Essa foi a 5ª tentativa: a verificação fica fechada por 30 minutos.',
    'guest.selfie.check.closed': 'Envie uma selfie abaixo.',
    'guest.selfie.check.closedFor':
      'A verificação facial está fechada por mais {minutes} min, depois de 5 tentativas sem sucesso.',
    'guest.selfie.check.noCamera':
      'Não foi possível usar a câmera, então a verificação por movimentos não pode ser feita. Envie uma selfie abaixo.',
    'guest.selfie.check.hostReviews':
      'Sem a verificação por movimentos, o anfitrião confere esta selfie pessoalmente.',
  },
  'en-US': {
    'guest.selfie.check.cameraAgain': 'Try the camera again',
    'guest.selfie.check.about':
      'A head-movement check: we ask you to turn or tilt your head 2 or 3 times in front of the camera, and a picture is taken at each move. It checks that a person is there and is the same in every picture; it is not a certified anti-fraud system, and your host also reviews the pictures. They are analysed on our own servers and go to no other company.',
    'guest.selfie.check.start': 'Start the check',
    'guest.selfie.check.again': 'Do the check again',
    'guest.selfie.check.stored': 'Selfie received.',
    'guest.selfie.check.consentNeeded':
      'Liveness start failed: accept the image terms first. No picture is analysed without your consent.',
    'guest.selfie.check.consentText': 'Read the biometric consent',
    'guest.selfie.check.starting': 'Starting the check…',
    'guest.selfie.check.loading': 'Loading the check…',
    'guest.selfie.check.preparing': 'Preparing the camera guide…',
    'guest.selfie.check.sending': 'Checking the pictures…',
    'guest.selfie.check.pose.straight': 'Look straight at the camera',
    'guest.selfie.check.pose.turn-left': 'Turn your head to your left',
    'guest.selfie.check.pose.turn-right': 'Turn your head to your right',
    'guest.selfie.check.pose.look-up': 'Look up',
    'guest.selfie.check.pose.look-down': 'Look down',
    'guest.selfie.check.progress': 'Picture {index} of {count}.',
    'guest.selfie.check.countdown': 'Picture in {seconds} s.',
    'guest.selfie.check.guidedCountdown':
      'The picture is taken when the move shows (within {seconds} s).',
    'guest.selfie.check.hint.noFace': 'We cannot see your face: find some light.',
    'guest.selfie.check.hint.moveCloser': 'Move closer to the camera.',
    'guest.selfie.check.hint.moveBack': 'Move back a little.',
    'guest.selfie.check.hint.centreFace': 'Centre your face in the outline.',
    'guest.selfie.check.hint.hold': 'Well framed.',
    'guest.selfie.check.guided':
      'The camera follows your face and takes each picture when it sees the move.',
    'guest.selfie.check.timed': 'Each picture is taken at the end of its countdown.',
    'guest.selfie.check.kept': 'The straight-ahead picture is kept as your selfie.',
    'guest.selfie.check.keptAlt': 'Your selfie, the straight-ahead picture of the check',
    'guest.selfie.check.attemptsLeft':
      '{count, plural, =0 {No attempts left.} one {# attempt left.} other {# attempts left.}}',
    'guest.selfie.check.retry': 'Try again',
    'guest.selfie.check.startFailed': 'Liveness start failed.',
    'guest.selfie.check.lastFailed': 'Liveness result inconsistent.',
    'guest.selfie.check.lastAttempt':
      'That was the 5th attempt: the check is closed for 30 minutes.',
    'guest.selfie.check.closed': 'Send a selfie below.',
    'guest.selfie.check.closedFor':
      'The liveness check is closed for another {minutes} min, after 5 failed attempts.',
    'guest.selfie.check.noCamera':
      'The camera could not be used, so the head-movement check cannot run. Send a selfie below.',
    'guest.selfie.check.hostReviews':
      'Without the head-movement check, your host reviews this selfie by hand.',
  },
  'es-ES': {
    'guest.selfie.check.cameraAgain': 'Probar la cámara de nuevo',
    'guest.selfie.check.about':
      'Una verificación por movimientos de la cabeza: te pedimos que gires o inclines la cabeza 2 o 3 veces ante la cámara, y se toma una foto en cada movimiento. Comprueba que hay una persona presente y que es la misma en todas las fotos; no es un sistema antifraude certificado, y el anfitrión también revisa las fotos. Se analizan en nuestros propios servidores y no van a ninguna otra empresa.',
    'guest.selfie.check.start': 'Empezar la verificación',
    'guest.selfie.check.again': 'Hacer la verificación de nuevo',
    'guest.selfie.check.stored': 'Selfie recibido.',
    'guest.selfie.check.consentNeeded':
      'No se pudo iniciar la verificación facial: acepta antes los términos de uso de imagen. Ninguna foto se analiza sin tu consentimiento.',
    'guest.selfie.check.consentText': 'Leer el consentimiento biométrico',
    'guest.selfie.check.starting': 'Iniciando la verificación…',
    'guest.selfie.check.loading': 'Cargando la verificación…',
    'guest.selfie.check.preparing': 'Preparando la guía de la cámara…',
    'guest.selfie.check.sending': 'Revisando las fotos…',
    'guest.selfie.check.pose.straight': 'Mira de frente a la cámara',
    'guest.selfie.check.pose.turn-left': 'Gira la cabeza hacia tu izquierda',
    'guest.selfie.check.pose.turn-right': 'Gira la cabeza hacia tu derecha',
    'guest.selfie.check.pose.look-up': 'Mira hacia arriba',
    'guest.selfie.check.pose.look-down': 'Mira hacia abajo',
    'guest.selfie.check.progress': 'Foto {index} de {count}.',
    'guest.selfie.check.countdown': 'Foto en {seconds} s.',
    'guest.selfie.check.guidedCountdown':
      'La foto se toma cuando se ve el movimiento (hasta {seconds} s).',
    'guest.selfie.check.hint.noFace': 'No vemos tu cara: busca un lugar con luz.',
    'guest.selfie.check.hint.moveCloser': 'Acércate a la cámara.',
    'guest.selfie.check.hint.moveBack': 'Aléjate un poco.',
    'guest.selfie.check.hint.centreFace': 'Centra la cara en el contorno.',
    'guest.selfie.check.hint.hold': 'Bien encuadrado.',
    'guest.selfie.check.guided':
      'La cámara sigue tu cara y toma cada foto cuando ve el movimiento.',
    'guest.selfie.check.timed': 'Cada foto se toma al final de su cuenta atrás.',
    'guest.selfie.check.kept': 'La foto de frente se guarda como tu selfie.',
    'guest.selfie.check.keptAlt': 'Tu selfie, la foto de frente de la verificación',
    'guest.selfie.check.attemptsLeft':
      '{count, plural, =0 {No quedan intentos.} one {Queda # intento.} other {Quedan # intentos.}}',
    'guest.selfie.check.retry': 'Intentar de nuevo',
    'guest.selfie.check.startFailed': 'No se pudo iniciar la verificación facial.',
    'guest.selfie.check.lastFailed': 'Resultado de la verificación facial inconsistente.',
    'guest.selfie.check.lastAttempt':
      'Ese fue el 5.º intento: la verificación queda cerrada durante 30 minutos.',
    'guest.selfie.check.closed': 'Envía un selfie abajo.',
    'guest.selfie.check.closedFor':
      'La verificación facial está cerrada durante {minutes} min más, tras 5 intentos fallidos.',
    'guest.selfie.check.noCamera':
      'No se pudo usar la cámara, así que la verificación por movimientos no puede hacerse. Envía un selfie abajo.',
    'guest.selfie.check.hostReviews':
      'Sin la verificación por movimientos, el anfitrión revisa este selfie personalmente.',
  },
});
