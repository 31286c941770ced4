import { defineMessages } from '@chegada/contracts';

/** The review page's identity checks (issue 29): results and evidence, the host decides. */
export const identityChecksMessages = defineMessages({
  'pt-BR': {
    'guestReview.identity.removed':
      'Os resultados e as fotos das verificações foram apagados com os dados pessoais da pessoa hóspede.',
    'guestReview.identity.selfieErased':
      'Selfie e fotos da prova de vida apagadas em {date}, a pedido da pessoa hóspede.',
    'guestReview.identity.title': 'Verificações de identidade',
    'guestReview.identity.intro':
      'Resultados dos nossos próprios modelos, calculados em nossos servidores, para ajudar na sua análise. Quem decide é você: um "não corresponde" ou uma verificação que falhou não recusa ninguém.',
    'guestReview.identity.showPictures': 'Mostrar as fotos',
    'guestReview.identity.erased': 'Dados biométricos excluídos a pedido próprio',
    'guestReview.identity.needsReview': 'Pede sua análise',
    'guestReview.identity.nothingFlagged': 'Nada a destacar',
    'guestReview.identity.nothingYet': 'Nada para analisar ainda',
    'guestReview.identity.soFar':
      'A pessoa hóspede ainda não enviou a ficha: estas são as verificações feitas até agora.',
    'guestReview.identity.notSentYet':
      'A pessoa hóspede ainda não enviou a ficha: as verificações aparecem aqui quando ela enviar.',
    'guestReview.identity.liveness': 'Prova de vida (movimentos da cabeça)',
    'guestReview.identity.livenessPassed':
      '{count, plural, =0 {Passou na verificação.} one {Passou na verificação, depois de 1 tentativa que falhou.} other {Passou na verificação, depois de # tentativas que falharam.}}',
    'guestReview.identity.livenessFailed':
      '{count, plural, one {Falhou 1 vez} other {Falhou # vezes}}; último motivo: {reason}.',
    'guestReview.identity.noSelfieAsked': 'Selfie não pedida (sua configuração)',
    'guestReview.identity.livenessNotDone':
      'Prova de vida não feita: confira a selfie manualmente.',
    'guestReview.identity.failure.no-face': 'nenhum rosto em uma das fotos',
    'guestReview.identity.failure.move-not-made': 'um movimento da cabeça não foi feito',
    'guestReview.identity.failure.turned-the-other-way': 'virou a cabeça para o outro lado',
    'guestReview.identity.failure.not-same-person': 'não é a mesma pessoa em todas as fotos',
    'guestReview.identity.frame': 'Foto {number}',
    'guestReview.identity.faceMatch': 'Selfie x foto do documento',
    'guestReview.identity.notCompared':
      'Ainda não comparadas (sem selfie ou documento, ou termos de imagem não aceitos).',
    'guestReview.identity.notComparedNoSelfie':
      'Não comparadas: este hóspede ainda não enviou a selfie.',
    'guestReview.identity.notComparedNoDocument':
      'Não comparadas: não há foto do documento deste hóspede.',
    'guestReview.identity.notComparedNeither':
      'Não comparadas: este hóspede ainda não enviou a selfie nem a foto do documento.',
    'guestReview.identity.verdict.match': 'Correspondem',
    'guestReview.identity.verdict.review': 'Incerto: compare você mesmo',
    'guestReview.identity.verdict.no-match': 'Não correspondem',
    'guestReview.identity.similarity': 'semelhança {value}',
    'guestReview.identity.reason.no-face-in-selfie': 'nenhum rosto na selfie',
    'guestReview.identity.reason.no-face-in-document': 'nenhum rosto no documento',
    'guestReview.identity.reason.no-document-photo': 'nenhuma foto no documento',
    'guestReview.identity.selfie': 'Selfie',
    'guestReview.identity.document': 'Documento',
    'guestReview.identity.documentPdf': 'Baixar o documento digital (PDF)',
    'guestReview.identity.antiSpoof': 'Pontuação antifraude do modelo: {value} (só informativa)',
    'guestReview.identity.documentReading': 'Documento lido (MRZ) x dados digitados',
    'guestReview.identity.documentReadingText':
      'CPF lido no texto do documento (RG ou CNH) x digitado',
    'guestReview.identity.notRead': 'A pessoa hóspede não pediu a leitura do documento.',
    'guestReview.identity.expired': 'Documento vencido',
    'guestReview.identity.checkDigitsInvalid':
      'Os dígitos de controle da MRZ não conferem: a leitura pode ter erros.',
    'guestReview.identity.field': 'Campo',
    'guestReview.identity.read': 'Lido',
    'guestReview.identity.typed': 'Digitado',
    'guestReview.identity.differs': 'Diferente',
    'guestReview.identity.notComparedField':
      'Não comparado (outro documento, ou um dos lados em branco)',
    'guestReview.identity.fields.name': 'Nome',
    'guestReview.identity.fields.documentNumber': 'Número do documento',
    'guestReview.identity.fields.cpf': 'CPF',
    'guestReview.identity.fields.birthDate': 'Data de nascimento',
    'guestReview.identity.fields.nationality': 'Nacionalidade',
    'guestReview.identity.fields.expiryDate': 'Validade',
  },
  'en-US': {
    'guestReview.identity.removed':
      'The checks’ results and pictures were erased with the guest’s personal data.',
    'guestReview.identity.selfieErased':
      "Selfie and liveness pictures erased on {date}, at the guest's request.",
    'guestReview.identity.title': 'Identity checks',
    'guestReview.identity.intro':
      'Results of our own models, computed on our servers, to help you review. You decide: a "no match" or a failed check refuses no one.',
    'guestReview.identity.showPictures': 'Show the pictures',
    'guestReview.identity.erased': 'Biometric data erased at their request',
    'guestReview.identity.needsReview': 'Needs your review',
    'guestReview.identity.nothingFlagged': 'Nothing flagged',
    'guestReview.identity.nothingYet': 'Nothing to review yet',
    'guestReview.identity.soFar':
      'The guest has not sent the form yet: these are the checks made so far.',
    'guestReview.identity.notSentYet':
      'The guest has not sent the form yet: the checks show here once they do.',
    'guestReview.identity.liveness': 'Liveness (head moves)',
    'guestReview.identity.livenessPassed':
      '{count, plural, =0 {Passed.} one {Passed, after 1 failed attempt.} other {Passed, after # failed attempts.}}',
    'guestReview.identity.livenessFailed':
      '{count, plural, one {Failed once} other {Failed # times}}; last reason: {reason}.',
    'guestReview.identity.noSelfieAsked': 'No selfie asked (your setting)',
    'guestReview.identity.livenessNotDone': 'Liveness not done — review the selfie by hand.',
    'guestReview.identity.failure.no-face': 'no face in one of the pictures',
    'guestReview.identity.failure.move-not-made': 'a head move was not made',
    'guestReview.identity.failure.turned-the-other-way': 'turned the other way',
    'guestReview.identity.failure.not-same-person': 'not the same person in every picture',
    'guestReview.identity.frame': 'Frame {number}',
    'guestReview.identity.faceMatch': 'Selfie vs document photo',
    'guestReview.identity.notCompared':
      'Not compared yet (no selfie or document, or the image terms not accepted).',
    'guestReview.identity.notComparedNoSelfie':
      'Not compared: this guest has not sent a selfie yet.',
    'guestReview.identity.notComparedNoDocument':
      "Not compared: there is no photo of this guest's document.",
    'guestReview.identity.notComparedNeither':
      'Not compared: this guest has not sent a selfie or a photo of their document yet.',
    'guestReview.identity.verdict.match': 'Match',
    'guestReview.identity.verdict.review': 'Unclear: compare them yourself',
    'guestReview.identity.verdict.no-match': 'No match',
    'guestReview.identity.similarity': 'similarity {value}',
    'guestReview.identity.reason.no-face-in-selfie': 'no face in the selfie',
    'guestReview.identity.reason.no-face-in-document': 'no face on the document',
    'guestReview.identity.reason.no-document-photo': 'no photo in the document',
    'guestReview.identity.selfie': 'Selfie',
    'guestReview.identity.document': 'Document',
    'guestReview.identity.documentPdf': 'Download the digital document (PDF)',
    'guestReview.identity.antiSpoof':
      "The model's anti-spoof score: {value} (for information only)",
    'guestReview.identity.documentReading': 'Document read (MRZ) vs typed',
    'guestReview.identity.documentReadingText':
      "CPF read from the document's text (RG or CNH) vs typed",
    'guestReview.identity.notRead': 'The guest did not ask for their document to be read.',
    'guestReview.identity.expired': 'Expired document',
    'guestReview.identity.checkDigitsInvalid':
      "The MRZ's check digits do not add up: the reading may have errors.",
    'guestReview.identity.field': 'Field',
    'guestReview.identity.read': 'Read',
    'guestReview.identity.typed': 'Typed',
    'guestReview.identity.differs': 'Differs',
    'guestReview.identity.notComparedField': 'Not compared (another document, or one side blank)',
    'guestReview.identity.fields.name': 'Name',
    'guestReview.identity.fields.documentNumber': 'Document number',
    'guestReview.identity.fields.cpf': 'CPF',
    'guestReview.identity.fields.birthDate': 'Date of birth',
    'guestReview.identity.fields.nationality': 'Nationality',
    'guestReview.identity.fields.expiryDate': 'Expiry date',
  },
  'es-ES': {
    'guestReview.identity.removed':
      'Los resultados y las fotos de las verificaciones se borraron con los datos personales de la persona huésped.',
    'guestReview.identity.selfieErased':
      'Selfie y fotos de la prueba de vida borradas el {date}, a petición de la persona huésped.',
    'guestReview.identity.title': 'Verificaciones de identidad',
    'guestReview.identity.intro':
      'Resultados de nuestros propios modelos, calculados en nuestros servidores, para ayudarte a revisar. La decisión es tuya: un «no coinciden» o una verificación fallida no rechaza a nadie.',
    'guestReview.identity.showPictures': 'Mostrar las fotos',
    'guestReview.identity.erased': 'Datos biométricos eliminados a petición suya',
    'guestReview.identity.needsReview': 'Requiere tu revisión',
    'guestReview.identity.nothingFlagged': 'Nada que señalar',
    'guestReview.identity.nothingYet': 'Nada que revisar todavía',
    'guestReview.identity.soFar':
      'La persona huésped aún no envió la ficha: estas son las verificaciones hechas hasta ahora.',
    'guestReview.identity.notSentYet':
      'La persona huésped aún no envió la ficha: las verificaciones aparecen aquí cuando la envíe.',
    'guestReview.identity.liveness': 'Prueba de vida (movimientos de cabeza)',
    'guestReview.identity.livenessPassed':
      '{count, plural, =0 {Superada.} one {Superada, tras 1 intento fallido.} other {Superada, tras # intentos fallidos.}}',
    'guestReview.identity.livenessFailed':
      '{count, plural, one {Falló 1 vez} other {Falló # veces}}; último motivo: {reason}.',
    'guestReview.identity.noSelfieAsked': 'Selfie no solicitado (tu configuración)',
    'guestReview.identity.livenessNotDone':
      'Prueba de vida no realizada: revisa el selfie manualmente.',
    'guestReview.identity.failure.no-face': 'ninguna cara en una de las fotos',
    'guestReview.identity.failure.move-not-made': 'no se hizo un movimiento de cabeza',
    'guestReview.identity.failure.turned-the-other-way': 'giró la cabeza hacia el otro lado',
    'guestReview.identity.failure.not-same-person': 'no es la misma persona en todas las fotos',
    'guestReview.identity.frame': 'Foto {number}',
    'guestReview.identity.faceMatch': 'Selfie frente a foto del documento',
    'guestReview.identity.notCompared':
      'Aún no comparadas (sin selfie o documento, o sin aceptar los términos de imagen).',
    'guestReview.identity.notComparedNoSelfie':
      'No comparadas: este huésped aún no ha enviado el selfie.',
    'guestReview.identity.notComparedNoDocument':
      'No comparadas: no hay foto del documento de este huésped.',
    'guestReview.identity.notComparedNeither':
      'No comparadas: este huésped aún no ha enviado el selfie ni la foto del documento.',
    'guestReview.identity.verdict.match': 'Coinciden',
    'guestReview.identity.verdict.review': 'Dudoso: compáralas tú',
    'guestReview.identity.verdict.no-match': 'No coinciden',
    'guestReview.identity.similarity': 'similitud {value}',
    'guestReview.identity.reason.no-face-in-selfie': 'ninguna cara en el selfie',
    'guestReview.identity.reason.no-face-in-document': 'ninguna cara en el documento',
    'guestReview.identity.reason.no-document-photo': 'ninguna foto en el documento',
    'guestReview.identity.selfie': 'Selfie',
    'guestReview.identity.document': 'Documento',
    'guestReview.identity.documentPdf': 'Descargar el documento digital (PDF)',
    'guestReview.identity.antiSpoof':
      'Puntuación antifraude del modelo: {value} (solo informativa)',
    'guestReview.identity.documentReading': 'Documento leído (MRZ) frente a lo escrito',
    'guestReview.identity.documentReadingText':
      'CPF leído en el texto del documento (RG o CNH) frente a lo escrito',
    'guestReview.identity.notRead': 'La persona huésped no pidió la lectura de su documento.',
    'guestReview.identity.expired': 'Documento caducado',
    'guestReview.identity.checkDigitsInvalid':
      'Los dígitos de control de la MRZ no cuadran: la lectura puede tener errores.',
    'guestReview.identity.field': 'Campo',
    'guestReview.identity.read': 'Leído',
    'guestReview.identity.typed': 'Escrito',
    'guestReview.identity.differs': 'Distinto',
    'guestReview.identity.notComparedField': 'No comparado (otro documento, o un lado en blanco)',
    'guestReview.identity.fields.name': 'Nombre',
    'guestReview.identity.fields.documentNumber': 'Número de documento',
    'guestReview.identity.fields.cpf': 'CPF',
    'guestReview.identity.fields.birthDate': 'Fecha de nacimiento',
    'guestReview.identity.fields.nationality': 'Nacionalidad',
    'guestReview.identity.fields.expiryDate': 'Caducidad',
  },
});
