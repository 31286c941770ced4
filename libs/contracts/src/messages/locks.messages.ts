import { defineMessages } from './define-messages';

/**
 * Smart locks (TTLock): what the host reads on a reservation when the lock could not be
 * changed, always with the way around it (a code set by hand: update-dynamic-password).
 */
export const locksMessages = defineMessages({
  'pt-BR': {
    'locks.passcodeReady': 'Senha da fechadura pronta para as novas datas',
    'locks.passcodePending':
      'A fechadura está sendo atualizada para as novas datas; o resultado aparecerá na reserva',
    'locks.error.notConfigured':
      'A Chegada ainda não está conectada às fechaduras TTLock, então nenhuma senha chega à fechadura. Defina o código da porta para o hóspede; para conectar as fechaduras, fale com o suporte.',
    'locks.error.notConnected':
      'Conecte sua conta TTLock em Configuração de fechaduras, ou defina uma senha manualmente para o hóspede.',
    'locks.error.invalidToken':
      'A conexão com a TTLock expirou. Conecte sua conta TTLock de novo, ou defina uma senha manualmente.',
    'locks.error.noGateway':
      'A fechadura não tem ponte Wi-Fi, então a senha não pode ser enviada pela internet. Defina uma senha manualmente na fechadura.',
    'locks.error.gatewayOffline':
      'A ponte Wi-Fi da fechadura está offline. Tentaremos de novo; se precisar, defina uma senha manualmente.',
    'locks.error.gatewayBusy':
      'A ponte Wi-Fi da fechadura está ocupada. Tentaremos de novo; se precisar, defina uma senha manualmente.',
    'locks.error.lockOffline':
      'A fechadura está offline (sem bateria ou fora do alcance da ponte Wi-Fi). Tentaremos de novo; se precisar, defina uma senha manualmente.',
    'locks.error.duplicate': 'Essa senha já existe na fechadura. Defina outra senha manualmente.',
    'locks.error.tooManyCodes':
      'A fechadura já tem 250 senhas, o máximo. Apague senhas antigas no app TTLock, ou defina uma senha manualmente.',
    'locks.error.rateLimited':
      'A TTLock limitou as chamadas por agora. Tentaremos de novo; se precisar, defina uma senha manualmente.',
    'locks.error.unreachable':
      'Não foi possível falar com a TTLock. Tentaremos de novo; se precisar, defina uma senha manualmente.',
    'locks.error.other':
      'A TTLock recusou a senha (erro {code}). Defina uma senha manualmente para o hóspede.',
    'error.TTLOCK_NOT_CONFIGURED':
      'A Chegada ainda não está conectada às fechaduras TTLock. Para conectar as fechaduras, fale com o suporte.',
    'error.TTLOCK_LOGIN_FAILED': 'Usuário ou senha da TTLock incorretos',
    'error.TTLOCK_NOT_CONNECTED': 'Conecte primeiro sua conta TTLock',
    'error.TTLOCK_UNAVAILABLE': 'Não foi possível falar com a TTLock. Tente mais tarde.',
    'locks.unknownLock': 'Esta fechadura não está na sua conta TTLock',
    'locks.noLockOnProperty': 'Este imóvel não tem fechadura escolhida',
    // A test code is not tried again: the owner presses the button again.
    'locks.testError.gatewayOffline':
      'A ponte Wi-Fi da fechadura está offline. Teste de novo quando ela voltar.',
    'locks.testError.gatewayBusy':
      'A ponte Wi-Fi da fechadura está ocupada. Teste de novo em alguns minutos.',
    'locks.testError.lockOffline':
      'A fechadura está offline (sem bateria ou fora do alcance da ponte Wi-Fi). Teste de novo quando ela voltar.',
    'locks.testError.rateLimited':
      'A TTLock limitou as chamadas por agora. Teste de novo em alguns minutos.',
    'locks.testError.unreachable':
      'Não foi possível falar com a TTLock. Teste de novo em alguns minutos.',
    // Why a test code is still on the lock: the cause alone (the page says what happens next).
    'locks.removalError.gatewayOffline': 'A ponte Wi-Fi da fechadura está offline.',
    'locks.removalError.gatewayBusy': 'A ponte Wi-Fi da fechadura está ocupada.',
    'locks.removalError.lockOffline':
      'A fechadura está offline (sem bateria ou fora do alcance da ponte Wi-Fi).',
    'locks.removalError.rateLimited': 'A TTLock limitou as chamadas por agora.',
    'locks.removalError.unreachable': 'Não foi possível falar com a TTLock.',
  },
  'en-US': {
    'locks.passcodeReady': 'The lock’s code is ready for the new dates',
    'locks.passcodePending':
      'The lock is being updated to the new dates; the result will show on the reservation',
    'locks.error.notConfigured':
      'Chegada is not connected to TTLock locks yet, so no code can reach the lock. Set the door code for the guest; to connect your locks, contact support.',
    'locks.error.notConnected':
      'Connect your TTLock account in Lock key configuration, or set a code by hand for the guest.',
    'locks.error.invalidToken':
      'The TTLock connection expired. Connect your TTLock account again, or set a code by hand.',
    'locks.error.noGateway':
      'The lock has no Wi-Fi bridge, so the code cannot be sent over the internet. Set a code by hand on the lock.',
    'locks.error.gatewayOffline':
      'The lock’s Wi-Fi bridge is offline. We will try again; if needed, set a code by hand.',
    'locks.error.gatewayBusy':
      'The lock’s Wi-Fi bridge is busy. We will try again; if needed, set a code by hand.',
    'locks.error.lockOffline':
      'The lock is offline (flat battery or out of the Wi-Fi bridge’s range). We will try again; if needed, set a code by hand.',
    'locks.error.duplicate': 'That code already exists on the lock. Set another code by hand.',
    'locks.error.tooManyCodes':
      'The lock already holds 250 codes, the most it can. Delete old codes in the TTLock app, or set a code by hand.',
    'locks.error.rateLimited':
      'TTLock is limiting calls for now. We will try again; if needed, set a code by hand.',
    'locks.error.unreachable':
      'TTLock could not be reached. We will try again; if needed, set a code by hand.',
    'locks.error.other':
      'TTLock refused the code (error {code}). Set a code by hand for the guest.',
    'error.TTLOCK_NOT_CONFIGURED':
      'Chegada is not connected to TTLock locks yet. To connect your locks, contact support.',
    'error.TTLOCK_LOGIN_FAILED': 'Wrong TTLock username or password',
    'error.TTLOCK_NOT_CONNECTED': 'Connect your TTLock account first',
    'error.TTLOCK_UNAVAILABLE': 'TTLock could not be reached. Try again later.',
    'locks.unknownLock': 'This lock is not in your TTLock account',
    'locks.noLockOnProperty': 'This property has no lock picked',
    'locks.testError.gatewayOffline':
      'The lock’s Wi-Fi bridge is offline. Test again once it is back.',
    'locks.testError.gatewayBusy': 'The lock’s Wi-Fi bridge is busy. Test again in a few minutes.',
    'locks.testError.lockOffline':
      'The lock is offline (flat battery or out of the Wi-Fi bridge’s range). Test again once it is back.',
    'locks.testError.rateLimited': 'TTLock is limiting calls for now. Test again in a few minutes.',
    'locks.testError.unreachable': 'TTLock could not be reached. Test again in a few minutes.',
    'locks.removalError.gatewayOffline': 'The lock’s Wi-Fi bridge is offline.',
    'locks.removalError.gatewayBusy': 'The lock’s Wi-Fi bridge is busy.',
    'locks.removalError.lockOffline':
      'The lock is offline (flat battery or out of the Wi-Fi bridge’s range).',
    'locks.removalError.rateLimited': 'TTLock is limiting calls for now.',
    'locks.removalError.unreachable': 'TTLock could not be reached.',
  },
  'es-ES': {
    'locks.passcodeReady': 'Contraseña de la cerradura lista para las nuevas fechas',
    'locks.passcodePending':
      'La cerradura se está actualizando a las nuevas fechas; el resultado aparecerá en la reserva',
    'locks.error.notConfigured':
      'Chegada aún no está conectada a las cerraduras TTLock, así que ninguna contraseña llega a la cerradura. Define el código de la puerta para el huésped; para conectar las cerraduras, habla con soporte.',
    'locks.error.notConnected':
      'Conecta tu cuenta TTLock en Configuración de cerraduras, o define una contraseña a mano para el huésped.',
    'locks.error.invalidToken':
      'La conexión con TTLock caducó. Conecta tu cuenta TTLock de nuevo, o define una contraseña a mano.',
    'locks.error.noGateway':
      'La cerradura no tiene puente Wi-Fi, así que la contraseña no puede enviarse por internet. Define una contraseña a mano en la cerradura.',
    'locks.error.gatewayOffline':
      'El puente Wi-Fi de la cerradura está desconectado. Lo intentaremos de nuevo; si hace falta, define una contraseña a mano.',
    'locks.error.gatewayBusy':
      'El puente Wi-Fi de la cerradura está ocupado. Lo intentaremos de nuevo; si hace falta, define una contraseña a mano.',
    'locks.error.lockOffline':
      'La cerradura está desconectada (sin batería o fuera del alcance del puente Wi-Fi). Lo intentaremos de nuevo; si hace falta, define una contraseña a mano.',
    'locks.error.duplicate':
      'Esa contraseña ya existe en la cerradura. Define otra contraseña a mano.',
    'locks.error.tooManyCodes':
      'La cerradura ya tiene 250 contraseñas, el máximo. Borra contraseñas antiguas en la app TTLock, o define una contraseña a mano.',
    'locks.error.rateLimited':
      'TTLock está limitando las llamadas por ahora. Lo intentaremos de nuevo; si hace falta, define una contraseña a mano.',
    'locks.error.unreachable':
      'No se pudo contactar con TTLock. Lo intentaremos de nuevo; si hace falta, define una contraseña a mano.',
    'locks.error.other':
      'TTLock rechazó la contraseña (error {code}). Define una contraseña a mano para el huésped.',
    'error.TTLOCK_NOT_CONFIGURED':
      'Chegada aún no está conectada a las cerraduras TTLock. Para conectar las cerraduras, habla con soporte.',
    'error.TTLOCK_LOGIN_FAILED': 'Usuario o contraseña de TTLock incorrectos',
    'error.TTLOCK_NOT_CONNECTED': 'Conecta primero tu cuenta TTLock',
    'error.TTLOCK_UNAVAILABLE': 'No se pudo contactar con TTLock. Inténtalo más tarde.',
    'locks.unknownLock': 'Esta cerradura no está en tu cuenta TTLock',
    'locks.noLockOnProperty': 'Esta propiedad no tiene cerradura elegida',
    'locks.testError.gatewayOffline':
      'El puente Wi-Fi de la cerradura está desconectado. Vuelve a probar cuando se reconecte.',
    'locks.testError.gatewayBusy':
      'El puente Wi-Fi de la cerradura está ocupado. Vuelve a probar en unos minutos.',
    'locks.testError.lockOffline':
      'La cerradura está desconectada (sin batería o fuera del alcance del puente Wi-Fi). Vuelve a probar cuando se reconecte.',
    'locks.testError.rateLimited':
      'TTLock está limitando las llamadas por ahora. Vuelve a probar en unos minutos.',
    'locks.testError.unreachable':
      'No se pudo contactar con TTLock. Vuelve a probar en unos minutos.',
    'locks.removalError.gatewayOffline': 'El puente Wi-Fi de la cerradura está desconectado.',
    'locks.removalError.gatewayBusy': 'El puente Wi-Fi de la cerradura está ocupado.',
    'locks.removalError.lockOffline':
      'La cerradura está desconectada (sin batería o fuera del alcance del puente Wi-Fi).',
    'locks.removalError.rateLimited': 'TTLock está limitando las llamadas por ahora.',
    'locks.removalError.unreachable': 'No se pudo contactar con TTLock.',
  },
});
