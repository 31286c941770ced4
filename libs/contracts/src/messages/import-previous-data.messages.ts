import { defineMessages } from './define-messages';

/**
 * Importing a returning guest's earlier data with a 6-digit code (product spec §5, §8): the
 * sending failures and the success are §8's wording; the code's e-mail is sent in the guest's
 * language.
 */
export const importPreviousDataMessages = defineMessages({
  'pt-BR': {
    'importPreviousData.codeRequired': 'O código de importação de 6 dígitos é obrigatório',
    'importPreviousData.codeSent': 'Enviamos um código para {destination}',
    'importPreviousData.imported': 'Dados importados com sucesso!',
    'importPreviousData.email.subject': 'Seu código para importar seus dados: {code}',
    'importPreviousData.email.text':
      'Olá,\n\nSeu código para importar os dados da sua estadia anterior em {company} é {code}.\nEle vale por {minutes} minutos e só pode ser usado uma vez.\n\nSe você não pediu este código, ignore este e-mail.',
    'error.IMPORT_EMAIL_FAILED': 'Erro ao enviar o e-mail.',
    'error.IMPORT_WHATSAPP_FAILED': 'Erro ao enviar o WhatsApp.',
    'error.IMPORT_CODE_SEND_FAILED': 'Erro ao enviar o código.',
    'error.IMPORT_CODE_INVALID': 'Código inválido. Confira e tente de novo.',
    'error.IMPORT_CODE_EXPIRED': 'Este código não vale mais. Peça um novo.',
  },
  'en-US': {
    'importPreviousData.codeRequired': 'The import code of 6 digits is required',
    'importPreviousData.codeSent': 'We sent a code to {destination}',
    'importPreviousData.imported': 'Data imported successfully!',
    'importPreviousData.email.subject': 'Your code to import your data: {code}',
    'importPreviousData.email.text':
      'Hello,\n\nYour code to import the data of your earlier stay at {company} is {code}.\nIt is valid for {minutes} minutes and can be used once.\n\nIf you did not ask for this code, ignore this e-mail.',
    'error.IMPORT_EMAIL_FAILED': 'Error sending email.',
    'error.IMPORT_WHATSAPP_FAILED': 'Error sending WhatsApp.',
    'error.IMPORT_CODE_SEND_FAILED': 'Error sending code.',
    'error.IMPORT_CODE_INVALID': 'Invalid code. Check it and try again.',
    'error.IMPORT_CODE_EXPIRED': 'This code is no longer valid. Ask for a new one.',
  },
  'es-ES': {
    'importPreviousData.codeRequired': 'El código de importación de 6 dígitos es obligatorio',
    'importPreviousData.codeSent': 'Enviamos un código a {destination}',
    'importPreviousData.imported': '¡Datos importados con éxito!',
    'importPreviousData.email.subject': 'Tu código para importar tus datos: {code}',
    'importPreviousData.email.text':
      'Hola,\n\nTu código para importar los datos de tu estancia anterior en {company} es {code}.\nEs válido durante {minutes} minutos y solo se puede usar una vez.\n\nSi no pediste este código, ignora este correo.',
    'error.IMPORT_EMAIL_FAILED': 'Error al enviar el correo electrónico.',
    'error.IMPORT_WHATSAPP_FAILED': 'Error al enviar el WhatsApp.',
    'error.IMPORT_CODE_SEND_FAILED': 'Error al enviar el código.',
    'error.IMPORT_CODE_INVALID': 'Código no válido. Revísalo e inténtalo de nuevo.',
    'error.IMPORT_CODE_EXPIRED': 'Este código ya no es válido. Pide uno nuevo.',
  },
});
