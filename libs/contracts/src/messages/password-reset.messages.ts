import { defineMessages } from './define-messages';

/**
 * Password change (PUT /api/me/password) and recovery (/recover, POST /api/recover-password
 * and /api/reset-password): the answers and the reset e-mail. The recovery request's answer
 * is the same whether or not the e-mail is registered, so it says "if".
 */
export const passwordResetMessages = defineMessages({
  'pt-BR': {
    'passwordChange.wrongCurrent': 'Senha atual incorreta',
    'passwordChange.done': 'Senha alterada. As outras sessões foram encerradas.',
    'error.RESET_TOKEN_INVALID':
      'Este link de redefinição de senha é inválido, expirou ou já foi usado. Solicite um novo.',
    'passwordReset.requested':
      'Se este e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
    'passwordReset.done': 'Senha alterada com sucesso. Entre com a nova senha.',
    'passwordReset.email.subject': 'Redefinição de senha da Chegada',
    'passwordReset.email.text':
      'Olá, {name}.\n\nRecebemos um pedido para redefinir a senha da sua conta na Chegada. Para escolher uma nova senha, abra o link abaixo em até {minutes} minutos:\n\n{link}\n\nO link só pode ser usado uma vez. Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
  },
  'en-US': {
    'passwordChange.wrongCurrent': 'Current password is incorrect',
    'passwordChange.done': 'Password changed. Your other sessions were ended.',
    'error.RESET_TOKEN_INVALID':
      'This password reset link is invalid, has expired or was already used. Please request a new one.',
    'passwordReset.requested':
      'If this email is registered, you will receive a link to reset your password.',
    'passwordReset.done': 'Password changed successfully. Log in with your new password.',
    'passwordReset.email.subject': 'Reset your Chegada password',
    'passwordReset.email.text':
      'Hello, {name}.\n\nWe received a request to reset the password of your Chegada account. To choose a new password, open the link below within {minutes} minutes:\n\n{link}\n\nThe link works only once. If you did not ask for this, ignore this email: your password stays the same.',
  },
  'es-ES': {
    'passwordChange.wrongCurrent': 'Contraseña actual incorrecta',
    'passwordChange.done': 'Contraseña cambiada. Se cerraron las demás sesiones.',
    'error.RESET_TOKEN_INVALID':
      'Este enlace para restablecer la contraseña no es válido, ha caducado o ya se utilizó. Solicita uno nuevo.',
    'passwordReset.requested':
      'Si este correo electrónico está registrado, recibirás un enlace para restablecer tu contraseña.',
    'passwordReset.done':
      'Contraseña cambiada correctamente. Inicia sesión con la nueva contraseña.',
    'passwordReset.email.subject': 'Restablecimiento de contraseña de Chegada',
    'passwordReset.email.text':
      'Hola, {name}.\n\nHemos recibido una solicitud para restablecer la contraseña de tu cuenta de Chegada. Para elegir una nueva contraseña, abre el siguiente enlace en un plazo de {minutes} minutos:\n\n{link}\n\nEl enlace solo se puede usar una vez. Si no has hecho esta solicitud, ignora este correo: tu contraseña sigue siendo la misma.',
  },
});
