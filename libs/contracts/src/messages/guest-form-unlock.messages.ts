import { defineMessages } from './define-messages';

/**
 * Unlocking a guest's saved personal data on another device with a 6-digit code (issue 15);
 * the code's e-mail is sent in the guest's language.
 */
export const guestFormUnlockMessages = defineMessages({
  'pt-BR': {
    'guestFormUnlock.codeRequired': 'O código de 6 dígitos é obrigatório',
    'guestFormUnlock.codeSent': 'Enviamos um código para {destination}',
    'guestFormUnlock.unlocked': 'Dados liberados neste dispositivo.',
    'guestFormUnlock.email.subject': 'Seu código para ver seus dados: {code}',
    'guestFormUnlock.email.text':
      'Olá,\n\nSeu código para ver os dados que você salvou no check-in em {company} é {code}.\nEle vale por {minutes} minutos e só pode ser usado uma vez.\n\nSe você não pediu este código, ignore este e-mail: seus dados continuam protegidos.',
  },
  'en-US': {
    'guestFormUnlock.codeRequired': 'The 6-digit code is required',
    'guestFormUnlock.codeSent': 'We sent a code to {destination}',
    'guestFormUnlock.unlocked': 'Your data is now shown on this device.',
    'guestFormUnlock.email.subject': 'Your code to see your data: {code}',
    'guestFormUnlock.email.text':
      'Hello,\n\nYour code to see the data you saved in your check-in at {company} is {code}.\nIt is valid for {minutes} minutes and can be used once.\n\nIf you did not ask for this code, ignore this e-mail: your data stays protected.',
  },
  'es-ES': {
    'guestFormUnlock.codeRequired': 'El código de 6 dígitos es obligatorio',
    'guestFormUnlock.codeSent': 'Enviamos un código a {destination}',
    'guestFormUnlock.unlocked': 'Tus datos ya se muestran en este dispositivo.',
    'guestFormUnlock.email.subject': 'Tu código para ver tus datos: {code}',
    'guestFormUnlock.email.text':
      'Hola,\n\nTu código para ver los datos que guardaste en tu check-in en {company} es {code}.\nEs válido durante {minutes} minutos y solo se puede usar una vez.\n\nSi no pediste este código, ignora este correo: tus datos siguen protegidos.',
  },
});
