import { defineMessages } from './define-messages';

/** Multipart uploads: the guest form's documents, selfie and deposit proof. */
export const uploadsMessages = defineMessages({
  'pt-BR': {
    'error.UNSUPPORTED_FILE_TYPE':
      'Tipo de arquivo não aceito. Envie uma foto (JPEG, PNG ou WebP) ou um PDF.',
    'error.UNEXPECTED_FILE': 'Arquivo enviado em um campo que não aceita arquivos',
    'error.TOO_MANY_PARTS': 'O envio tem arquivos ou campos demais',
    'error.MALFORMED_MULTIPART': 'Não foi possível ler o envio. Tente enviar novamente.',
    'error.MULTIPART_EXPECTED': 'O envio deve ser um formulário multipart/form-data',
    'error.UNSAFE_CONTENT': 'O arquivo tem conteúdo ativo e não é aceito',
    'error.DOCUMENT_WITHHELD':
      'Documento retido: conteúdo inseguro. Peça ao hóspede que o envie de novo.',
    'error.UPLOAD_OFFSET_MISMATCH':
      'O servidor já recebeu {offset} bytes deste arquivo: continue o envio a partir daí',
    'error.UPLOAD_CHUNK_EXPECTED': 'Envie a parte do arquivo como application/offset+octet-stream',
    'upload.chunkTooLarge':
      'Esta parte passa do tamanho anunciado do arquivo ou dos {kilobytes} KB permitidos por parte',
    'upload.offsetRequired': 'Informe em Upload-Offset o byte em que esta parte começa',
    'upload.unsupportedType': 'Tipo de arquivo não aceito: envie JPEG, PNG, WebP ou PDF',
    'upload.selfieNotPhoto': 'A selfie precisa ser uma foto: envie JPEG, PNG ou WebP',
    'upload.heicNotSupported':
      'Fotos HEIC não são aceitas. Envie a foto em JPEG (no iPhone: Ajustes > Câmera > Formatos > Mais Compatível).',
    'upload.unreadableImage': 'Não foi possível ler a imagem. Envie outra foto.',
    'upload.imageTooManyPixels':
      'A imagem tem resolução grande demais (máximo de {megapixels} megapixels)',
    'upload.pdfEncrypted': 'PDFs protegidos por senha não são aceitos',
    'upload.pdfActiveContent':
      'PDFs com scripts, ações automáticas, anexos ou mídia não são aceitos. Envie uma foto ou um PDF simples.',
    'upload.pdfUnreadable': 'Não foi possível ler o PDF. Envie uma foto do documento ou outro PDF.',
    'upload.fileTooLarge': 'O arquivo excede o tamanho máximo de {megabytes} MB',
    'upload.fieldTooLarge': 'O campo excede o tamanho máximo de {kilobytes} KB',
    'upload.bodyTooLarge': 'O corpo da requisição excede os {kilobytes} KB que esta rota aceita',
    'upload.unexpectedFile': 'Este campo não aceita arquivos',
    'upload.imageOnly': 'Envie uma foto em JPEG, PNG ou WebP',
  },
  'en-US': {
    'error.UNSUPPORTED_FILE_TYPE':
      'File type not accepted. Send a photo (JPEG, PNG or WebP) or a PDF.',
    'error.UNEXPECTED_FILE': 'A file was sent in a field that takes no files',
    'error.TOO_MANY_PARTS': 'The upload has too many files or fields',
    'error.MALFORMED_MULTIPART': 'The upload could not be read. Please send it again.',
    'error.MULTIPART_EXPECTED': 'The upload must be a multipart/form-data form',
    'error.UNSAFE_CONTENT': 'The file carries active content and is not accepted',
    'error.DOCUMENT_WITHHELD': 'Document withheld: unsafe content. Ask the guest to send it again.',
    'error.UPLOAD_OFFSET_MISMATCH':
      'The server already has {offset} bytes of this file: carry on sending from there',
    'error.UPLOAD_CHUNK_EXPECTED': 'Send the piece of the file as application/offset+octet-stream',
    'upload.chunkTooLarge':
      "This piece goes past the file's announced size or the {kilobytes} KB a piece may hold",
    'upload.offsetRequired': 'Give the byte this piece starts at in Upload-Offset',
    'upload.unsupportedType': 'File type not accepted: send JPEG, PNG, WebP or PDF',
    'upload.selfieNotPhoto': 'The selfie must be a photo: send JPEG, PNG or WebP',
    'upload.heicNotSupported':
      'HEIC photos are not accepted. Send the photo as JPEG (on iPhone: Settings > Camera > Formats > Most Compatible).',
    'upload.unreadableImage': 'The image could not be read. Please send another photo.',
    'upload.imageTooManyPixels':
      'The image resolution is too large (at most {megapixels} megapixels)',
    'upload.pdfEncrypted': 'Password-protected PDFs are not accepted',
    'upload.pdfActiveContent':
      'PDFs with scripts, automatic actions, attachments or media are not accepted. Send a photo or a plain PDF.',
    'upload.pdfUnreadable':
      'The PDF could not be read. Send a photo of the document or another PDF.',
    'upload.fileTooLarge': 'The file is larger than the {megabytes} MB limit',
    'upload.fieldTooLarge': 'The field is larger than the {kilobytes} KB limit',
    'upload.bodyTooLarge': 'The request body is larger than the {kilobytes} KB this route takes',
    'upload.unexpectedFile': 'This field takes no files',
    'upload.imageOnly': 'Send a photo in JPEG, PNG or WebP',
  },
  'es-ES': {
    'error.UNSUPPORTED_FILE_TYPE':
      'Tipo de archivo no aceptado. Envía una foto (JPEG, PNG o WebP) o un PDF.',
    'error.UNEXPECTED_FILE': 'Se envió un archivo en un campo que no acepta archivos',
    'error.TOO_MANY_PARTS': 'El envío tiene demasiados archivos o campos',
    'error.MALFORMED_MULTIPART': 'No se pudo leer el envío. Inténtalo de nuevo.',
    'error.MULTIPART_EXPECTED': 'El envío debe ser un formulario multipart/form-data',
    'error.UNSAFE_CONTENT': 'El archivo tiene contenido activo y no se acepta',
    'error.DOCUMENT_WITHHELD':
      'Documento retenido: contenido inseguro. Pide al huésped que lo envíe de nuevo.',
    'error.UPLOAD_OFFSET_MISMATCH':
      'El servidor ya recibió {offset} bytes de este archivo: continúa el envío desde ahí',
    'error.UPLOAD_CHUNK_EXPECTED':
      'Envía la parte del archivo como application/offset+octet-stream',
    'upload.chunkTooLarge':
      'Esta parte supera el tamaño anunciado del archivo o los {kilobytes} KB permitidos por parte',
    'upload.offsetRequired': 'Indica en Upload-Offset el byte en que empieza esta parte',
    'upload.unsupportedType': 'Tipo de archivo no aceptado: envía JPEG, PNG, WebP o PDF',
    'upload.selfieNotPhoto': 'El selfie tiene que ser una foto: envía JPEG, PNG o WebP',
    'upload.heicNotSupported':
      'Las fotos HEIC no se aceptan. Envía la foto en JPEG (en iPhone: Ajustes > Cámara > Formatos > Más compatible).',
    'upload.unreadableImage': 'No se pudo leer la imagen. Envía otra foto.',
    'upload.imageTooManyPixels':
      'La imagen tiene una resolución demasiado grande (máximo {megapixels} megapíxeles)',
    'upload.pdfEncrypted': 'No se aceptan PDF protegidos con contraseña',
    'upload.pdfActiveContent':
      'No se aceptan PDF con scripts, acciones automáticas, adjuntos o multimedia. Envía una foto o un PDF simple.',
    'upload.pdfUnreadable': 'No se pudo leer el PDF. Envía una foto del documento u otro PDF.',
    'upload.fileTooLarge': 'El archivo supera el tamaño máximo de {megabytes} MB',
    'upload.fieldTooLarge': 'El campo supera el tamaño máximo de {kilobytes} KB',
    'upload.bodyTooLarge':
      'El cuerpo de la solicitud supera los {kilobytes} KB que admite esta ruta',
    'upload.unexpectedFile': 'Este campo no acepta archivos',
    'upload.imageOnly': 'Envía una foto en JPEG, PNG o WebP',
  },
});
