import { defineMessages } from '@chegada/contracts';

/**
 * The document reading offered on the documents step (issue 29): the MRZ of a passport or CIN,
 * or the CPF printed on an RG or a CNH, shown to the guest before anything is filled in.
 */
export const documentReadingMessages = defineMessages({
  'pt-BR': {
    'guest.reading.title': 'Preencher com o seu documento',
    'guest.reading.about':
      'Lemos as fotos do seu documento nos nossos servidores e mostramos o que encontramos: o CPF de um RG ou CNH, ou os dados da zona de leitura de um passaporte ou CIN. Nada é preenchido sem a sua confirmação.',
    'guest.reading.start': 'Ler meu documento',
    'guest.reading.again': 'Ler de novo',
    'guest.reading.reading': 'Lendo o documento… (alguns segundos)',
    'guest.reading.found': 'Encontramos no seu documento:',
    'guest.reading.field.cpf': 'CPF',
    'guest.reading.field.name': 'Nome',
    'guest.reading.field.birthDate': 'Data de nascimento',
    'guest.reading.field.documentNumber': 'Número do documento',
    'guest.reading.field.nationality': 'Nacionalidade',
    'guest.reading.field.expiryDate': 'Validade',
    'guest.reading.shownOnly': '(só para conferir: não vai para a ficha)',
    'guest.reading.use': 'Usar estes dados',
    'guest.reading.decline': 'Não usar',
    'guest.reading.used': 'Preenchido na ficha. Você ainda pode alterar em “Seus dados”.',
    'guest.reading.declined': 'Nada foi preenchido.',
    'guest.reading.nothing':
      'Não encontramos um CPF ou uma zona de leitura nas fotos. Digite os dados em “Seus dados”.',
    'guest.reading.expired': 'Atenção: este documento está vencido.',
    'guest.reading.checkDigits':
      'Os dígitos de controle do documento não conferem: confira cada valor antes de usar.',
    'guest.reading.consentNeeded':
      'Para ler o documento, aceite antes os termos de uso de imagem. Nenhuma foto é analisada sem o seu aceite.',
    'guest.reading.failed': 'Não foi possível ler o documento.',
  },
  'en-US': {
    'guest.reading.title': 'Fill in from your document',
    'guest.reading.about':
      'We read the photos of your document on our own servers and show you what we found: the CPF on an RG or CNH, or the machine-readable zone of a passport or CIN. Nothing is filled in until you confirm it.',
    'guest.reading.start': 'Read my document',
    'guest.reading.again': 'Read it again',
    'guest.reading.reading': 'Reading your document… (a few seconds)',
    'guest.reading.found': 'We read on your document:',
    'guest.reading.field.cpf': 'CPF',
    'guest.reading.field.name': 'Name',
    'guest.reading.field.birthDate': 'Date of birth',
    'guest.reading.field.documentNumber': 'Document number',
    'guest.reading.field.nationality': 'Nationality',
    'guest.reading.field.expiryDate': 'Expiry date',
    'guest.reading.shownOnly': '(to check only: not filled in the form)',
    'guest.reading.use': 'Use these details',
    'guest.reading.decline': "Don't use",
    'guest.reading.used': 'Filled in on your form. You can still change it under “Your details”.',
    'guest.reading.declined': 'Nothing was filled in.',
    'guest.reading.nothing':
      'We found no CPF or machine-readable zone on the photos. Type your details under “Your details”.',
    'guest.reading.expired': 'Note: this document has expired.',
    'guest.reading.checkDigits':
      "The document's check digits do not add up: look at each value before using it.",
    'guest.reading.consentNeeded':
      'To read your document, first accept the image terms. No photo is analysed without your consent.',
    'guest.reading.failed': 'Your document could not be read.',
  },
  'es-ES': {
    'guest.reading.title': 'Rellenar con tu documento',
    'guest.reading.about':
      'Leemos las fotos de tu documento en nuestros propios servidores y te mostramos lo que encontramos: el CPF de un RG o CNH, o la zona de lectura mecánica de un pasaporte o CIN. No se rellena nada sin tu confirmación.',
    'guest.reading.start': 'Leer mi documento',
    'guest.reading.again': 'Leerlo de nuevo',
    'guest.reading.reading': 'Leyendo tu documento… (unos segundos)',
    'guest.reading.found': 'Leímos en tu documento:',
    'guest.reading.field.cpf': 'CPF',
    'guest.reading.field.name': 'Nombre',
    'guest.reading.field.birthDate': 'Fecha de nacimiento',
    'guest.reading.field.documentNumber': 'Número del documento',
    'guest.reading.field.nationality': 'Nacionalidad',
    'guest.reading.field.expiryDate': 'Caducidad',
    'guest.reading.shownOnly': '(solo para comprobar: no se rellena en la ficha)',
    'guest.reading.use': 'Usar estos datos',
    'guest.reading.decline': 'No usar',
    'guest.reading.used': 'Rellenado en tu ficha. Aún puedes cambiarlo en «Tus datos».',
    'guest.reading.declined': 'No se rellenó nada.',
    'guest.reading.nothing':
      'No encontramos un CPF ni una zona de lectura mecánica en las fotos. Escribe tus datos en «Tus datos».',
    'guest.reading.expired': 'Atención: este documento está caducado.',
    'guest.reading.checkDigits':
      'Los dígitos de control del documento no cuadran: revisa cada valor antes de usarlo.',
    'guest.reading.consentNeeded':
      'Para leer tu documento, acepta antes los términos de uso de imagen. No se analiza ninguna foto sin tu consentimiento.',
    'guest.reading.failed': 'No se pudo leer tu documento.',
  },
});
