import { defineMessages } from './define-messages';

/**
 * A login from a new address while an account is flooded with failed logins from others
 * (POST /api/login): a one-time code by e-mail lets the owner in. The answer does not say
 * whether the password was right (only then is a code sent), so it says "if".
 */
export const loginCodeMessages = defineMessages({
  'pt-BR': {
    'loginCode.sixDigits': 'O código tem 6 dígitos',
    'error.LOGIN_CODE_REQUIRED':
      'Para sua segurança, entrar deste endereço pede um código. Se a senha estiver certa, enviamos um código de 6 dígitos para o seu e-mail: digite-o para entrar.',
    'error.LOGIN_CODE_INVALID': 'Código inválido, expirado ou já usado. Peça um novo código.',
    'loginCode.email.subject': 'Seu código para entrar na Chegada',
    'loginCode.email.text':
      'Olá, {name}.\n\nSua conta na Chegada recebeu muitas tentativas de acesso com senha errada, e alguém entrou agora com a senha certa de um endereço novo. Se foi você, digite este código em até {minutes} minutos:\n\n{code}\n\nO código só pode ser usado uma vez. Se não foi você, troque sua senha.',
  },
  'en-US': {
    'loginCode.sixDigits': 'The code has 6 digits',
    'error.LOGIN_CODE_REQUIRED':
      'For your security, signing in from this address needs a code. If the password is right, we sent a 6-digit code to your email: enter it to sign in.',
    'error.LOGIN_CODE_INVALID':
      'The code is wrong, has expired or was already used. Ask for a new code.',
    'loginCode.email.subject': 'Your Chegada sign-in code',
    'loginCode.email.text':
      'Hello, {name}.\n\nYour Chegada account received many sign-in attempts with a wrong password, and someone just signed in with the right password from a new address. If it was you, enter this code within {minutes} minutes:\n\n{code}\n\nThe code works only once. If it was not you, change your password.',
  },
  'es-ES': {
    'loginCode.sixDigits': 'El código tiene 6 dígitos',
    'error.LOGIN_CODE_REQUIRED':
      'Por tu seguridad, entrar desde esta dirección requiere un código. Si la contraseña es correcta, enviamos un código de 6 dígitos a tu correo electrónico: escríbelo para entrar.',
    'error.LOGIN_CODE_INVALID':
      'El código es incorrecto, ha caducado o ya se utilizó. Pide un código nuevo.',
    'loginCode.email.subject': 'Tu código para entrar en Chegada',
    'loginCode.email.text':
      'Hola, {name}.\n\nTu cuenta de Chegada recibió muchos intentos de acceso con una contraseña incorrecta, y alguien acaba de entrar con la contraseña correcta desde una dirección nueva. Si fuiste tú, escribe este código en los próximos {minutes} minutos:\n\n{code}\n\nEl código solo se puede usar una vez. Si no fuiste tú, cambia tu contraseña.',
  },
});
