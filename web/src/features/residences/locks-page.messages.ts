import { defineMessages } from '@chegada/contracts';

/** /u/keys/config: the TTLock account, the lock of each property. */
export const locksPageMessages = defineMessages({
  'pt-BR': {
    'locks.panel.doorTitle': 'Código da porta',
    'locks.panel.doorCode': 'Código da porta: {code}',
    'locks.panel.doorCodeOwn': 'Código próprio desta reserva (substitui o do imóvel).',
    'locks.panel.doorCodeProperty': 'Código do imóvel.',
    'locks.panel.noDoorCode':
      'Nenhum código da porta: informe um no imóvel ou defina um para esta reserva.',
    'locks.panel.releasedAt':
      'Liberado para o hóspede {hours, plural, one {# hora} other {# horas}} antes do check-in.',
    'locks.panel.closed': 'Estadia cancelada ou encerrada: o hóspede não vê mais nenhum código.',
    'locks.panel.erased':
      'Os dados pessoais desta estadia foram apagados: ela não recebe nem mostra código de porta.',
    'locks.panel.setCode': 'Definir o código desta reserva',
    'locks.panel.title': 'Fechadura',
    'locks.panel.active': 'Senha {passcode} na fechadura, válida de {start} a {end}.',
    'locks.panel.none':
      'Nenhuma senha na fechadura ainda: ela é criada quando a reserva é aprovada.',
    'locks.panel.creating': 'Reserva aprovada: criando a senha na fechadura…',
    'locks.panel.failed': 'A senha não pôde ser criada na fechadura.',
    'locks.panel.retry': 'Tentar de novo',
    'locks.panel.retrying': 'Tentando…',
    'locks.panel.retried': 'Fechadura verificada de novo',
    'locks.panel.connect': 'Conectar a conta TTLock',
    'locks.panel.manual': 'Definir senha manualmente',
    'locks.panel.manualHint':
      'Se a TTLock não responder, defina a senha pelo app TTLock ou no teclado da fechadura e informe-a aqui para o hóspede.',
    'locks.page.notConfigured':
      'A Chegada ainda não está conectada às fechaduras TTLock, então não cria senhas nelas. Defina o código da porta de cada reserva (ou o do imóvel); para conectar as fechaduras, fale com o suporte.',
    'locks.page.account': 'Conta TTLock',
    'locks.page.intro':
      'Com a conta TTLock conectada, cada reserva aprovada de um imóvel com fechadura recebe uma senha válida só durante a estadia.',
    'locks.page.connectedAs': 'Conectada como {username} desde {since}.',
    'locks.page.validUntil': 'A conexão vale até {until} e é renovada sozinha antes disso.',
    'locks.page.expired':
      'A conexão com a TTLock expirou em {until}. Conecte de novo para que as senhas voltem a ser criadas.',
    'locks.page.notConnected':
      'Nenhuma conta TTLock conectada. Sem ela, defina as senhas manualmente em cada reserva.',
    'locks.page.username': 'Usuário do app TTLock (e-mail ou telefone)',
    'locks.page.password': 'Senha do app TTLock',
    'locks.page.passwordHint': 'Usada uma vez para conectar e não guardada.',
    'locks.page.connect': 'Conectar TTLock',
    'locks.page.reconnect': 'Conectar de novo',
    'locks.page.connecting': 'Conectando…',
    'locks.page.connected': 'Conta TTLock conectada',
    'locks.page.disconnect': 'Desconectar',
    'locks.page.disconnectTitle': 'Desconectar a conta TTLock?',
    'locks.page.disconnectText':
      'Novas senhas deixam de ser criadas e alteradas nas fechaduras; as que já estão nelas continuam valendo até o fim de cada estadia.',
    'locks.page.disconnected': 'Conta TTLock desconectada',
    'locks.page.ownerOnly': 'Só o dono da conta conecta ou desconecta a TTLock.',
    'locks.page.houses': 'Fechadura de cada imóvel',
    'locks.page.connectFirst': 'Conecte a conta TTLock para escolher a fechadura de cada imóvel.',
    'locks.page.noLocks':
      'A conta TTLock não tem fechaduras. Adicione-as no app TTLock e recarregue esta página.',
    'locks.page.lock': 'Fechadura',
    'locks.page.noLock': 'Sem fechadura',
    'locks.page.missingLock': 'Fechadura {lockId} (não está na conta TTLock)',
    'locks.page.lockOption': '{name} · bateria {battery}%',
    'locks.page.noGateway': '{name} · sem ponte Wi-Fi',
    'locks.page.leadTime':
      'O hóspede de uma reserva aprovada vê a senha no link {hours, plural, =0 {a partir do check-in das {checkIn}} one {a partir das {from}, 1 hora antes do check-in das {checkIn}} other {a partir das {from}, # horas antes do check-in das {checkIn}}}, como definido nas configurações; a senha abre a fechadura do check-in até o check-out das {checkOut}. Horários de {zone}.',
    'locks.test.button': 'Testar uma senha',
    'locks.test.pending': 'Criando senha de teste…',
    'locks.test.ready':
      'Digite {passcode} na fechadura agora; a senha deixa de funcionar às {until}, quando é apagada da fechadura.',
    'locks.test.failed': 'A senha de teste não pôde ser criada na fechadura.',
    'locks.test.removing': 'A última senha de teste será apagada da fechadura às {time}.',
    'locks.test.removed': 'A última senha de teste foi apagada da fechadura às {time}.',
    'locks.test.stillOnLock':
      'A última senha de teste ainda está na fechadura; não foi possível apagá-la.',
    'locks.test.deleteByHand': 'Apague-a no app TTLock.',
    'locks.test.retrying': 'A Chegada tenta de novo sozinha.',
  },
  'en-US': {
    'locks.panel.doorTitle': 'Door code',
    'locks.panel.doorCode': 'Door code: {code}',
    'locks.panel.doorCodeOwn': "This reservation's own code (it replaces the property's).",
    'locks.panel.doorCodeProperty': "The property's code.",
    'locks.panel.noDoorCode':
      'No door code: add one to the property or set one for this reservation.',
    'locks.panel.releasedAt':
      'Released to the guest {hours, plural, one {# hour} other {# hours}} before check-in.',
    'locks.panel.closed': 'Stay cancelled or over: the guest no longer sees any code.',
    'locks.panel.erased': "This stay's personal data was erased: it takes and shows no door code.",
    'locks.panel.setCode': "Set this reservation's code",
    'locks.panel.title': 'Lock',
    'locks.panel.active': 'Code {passcode} on the lock, valid from {start} to {end}.',
    'locks.panel.none': 'No code on the lock yet: it is created when the reservation is approved.',
    'locks.panel.creating': 'Reservation approved: creating the code on the lock…',
    'locks.panel.failed': 'The code could not be created on the lock.',
    'locks.panel.retry': 'Try again',
    'locks.panel.retrying': 'Trying…',
    'locks.panel.retried': 'Lock checked again',
    'locks.panel.connect': 'Connect the TTLock account',
    'locks.panel.manual': 'Set a code by hand',
    'locks.panel.manualHint':
      'If TTLock does not answer, set the code in the TTLock app or on the lock’s keypad and enter it here for the guest.',
    'locks.page.notConfigured':
      'Chegada is not connected to TTLock locks yet, so it cannot create codes on them. Set each reservation’s door code (or the property’s); to connect your locks, contact support.',
    'locks.page.account': 'TTLock account',
    'locks.page.intro':
      'With the TTLock account connected, each approved reservation of a property with a lock gets a code valid only during the stay.',
    'locks.page.connectedAs': 'Connected as {username} since {since}.',
    'locks.page.validUntil': 'The connection holds until {until} and renews itself before then.',
    'locks.page.expired':
      'The TTLock connection expired on {until}. Connect again so codes are created again.',
    'locks.page.notConnected':
      'No TTLock account connected. Without one, set the codes by hand on each reservation.',
    'locks.page.username': 'TTLock app username (e-mail or phone)',
    'locks.page.password': 'TTLock app password',
    'locks.page.passwordHint': 'Used once to connect and not kept.',
    'locks.page.connect': 'Connect TTLock',
    'locks.page.reconnect': 'Connect again',
    'locks.page.connecting': 'Connecting…',
    'locks.page.connected': 'TTLock account connected',
    'locks.page.disconnect': 'Disconnect',
    'locks.page.disconnectTitle': 'Disconnect the TTLock account?',
    'locks.page.disconnectText':
      'New codes are no longer created or changed on the locks; those already on them stay valid until each stay ends.',
    'locks.page.disconnected': 'TTLock account disconnected',
    'locks.page.ownerOnly': 'Only the account owner connects or disconnects TTLock.',
    'locks.page.houses': 'Lock of each property',
    'locks.page.connectFirst': "Connect the TTLock account to pick each property's lock.",
    'locks.page.noLocks':
      'The TTLock account has no locks. Add them in the TTLock app and reload this page.',
    'locks.page.lock': 'Lock',
    'locks.page.noLock': 'No lock',
    'locks.page.missingLock': 'Lock {lockId} (not in the TTLock account)',
    'locks.page.lockOption': '{name} · battery {battery}%',
    'locks.page.noGateway': '{name} · no Wi-Fi bridge',
    'locks.page.leadTime':
      'The guest of an approved reservation sees the code on their link {hours, plural, =0 {from the {checkIn} check-in} one {from {from}, 1 hour before the {checkIn} check-in} other {from {from}, # hours before the {checkIn} check-in}}, as set in the settings; the code opens the lock from check-in until check-out at {checkOut}. Times in {zone}.',
    'locks.test.button': 'Test a code',
    'locks.test.pending': 'Adding a test code…',
    'locks.test.ready':
      'Type {passcode} on the lock now; it stops working at {until}, when it is deleted from the lock.',
    'locks.test.failed': 'The test code could not be added to the lock.',
    'locks.test.removing': 'The last test code will be deleted from the lock at {time}.',
    'locks.test.removed': 'The last test code was deleted from the lock at {time}.',
    'locks.test.stillOnLock': 'The last test code is still on the lock; it could not be deleted.',
    'locks.test.deleteByHand': 'Delete it in the TTLock app.',
    'locks.test.retrying': 'Chegada tries again on its own.',
  },
  'es-ES': {
    'locks.panel.doorTitle': 'Código de la puerta',
    'locks.panel.doorCode': 'Código de la puerta: {code}',
    'locks.panel.doorCodeOwn': 'Código propio de esta reserva (sustituye al de la propiedad).',
    'locks.panel.doorCodeProperty': 'Código de la propiedad.',
    'locks.panel.noDoorCode':
      'Ningún código de la puerta: añade uno a la propiedad o define uno para esta reserva.',
    'locks.panel.releasedAt':
      'Se entrega al huésped {hours, plural, one {# hora} other {# horas}} antes del check-in.',
    'locks.panel.closed': 'Estancia cancelada o terminada: el huésped ya no ve ningún código.',
    'locks.panel.erased':
      'Los datos personales de esta estancia se borraron: no recibe ni muestra código de puerta.',
    'locks.panel.setCode': 'Definir el código de esta reserva',
    'locks.panel.title': 'Cerradura',
    'locks.panel.active': 'Contraseña {passcode} en la cerradura, válida del {start} al {end}.',
    'locks.panel.none':
      'Aún no hay contraseña en la cerradura: se crea cuando se aprueba la reserva.',
    'locks.panel.creating': 'Reserva aprobada: creando la contraseña en la cerradura…',
    'locks.panel.failed': 'No se pudo crear la contraseña en la cerradura.',
    'locks.panel.retry': 'Reintentar',
    'locks.panel.retrying': 'Reintentando…',
    'locks.panel.retried': 'Cerradura comprobada de nuevo',
    'locks.panel.connect': 'Conectar la cuenta TTLock',
    'locks.panel.manual': 'Definir contraseña a mano',
    'locks.panel.manualHint':
      'Si TTLock no responde, define la contraseña en la app TTLock o en el teclado de la cerradura e indícala aquí para el huésped.',
    'locks.page.notConfigured':
      'Chegada aún no está conectada a las cerraduras TTLock, así que no crea contraseñas en ellas. Define el código de la puerta de cada reserva (o el de la propiedad); para conectar las cerraduras, habla con soporte.',
    'locks.page.account': 'Cuenta TTLock',
    'locks.page.intro':
      'Con la cuenta TTLock conectada, cada reserva aprobada de una propiedad con cerradura recibe una contraseña válida solo durante la estancia.',
    'locks.page.connectedAs': 'Conectada como {username} desde {since}.',
    'locks.page.validUntil': 'La conexión vale hasta {until} y se renueva sola antes.',
    'locks.page.expired':
      'La conexión con TTLock caducó el {until}. Conecta de nuevo para que se vuelvan a crear contraseñas.',
    'locks.page.notConnected':
      'Ninguna cuenta TTLock conectada. Sin ella, define las contraseñas a mano en cada reserva.',
    'locks.page.username': 'Usuario de la app TTLock (correo o teléfono)',
    'locks.page.password': 'Contraseña de la app TTLock',
    'locks.page.passwordHint': 'Se usa una vez para conectar y no se guarda.',
    'locks.page.connect': 'Conectar TTLock',
    'locks.page.reconnect': 'Conectar de nuevo',
    'locks.page.connecting': 'Conectando…',
    'locks.page.connected': 'Cuenta TTLock conectada',
    'locks.page.disconnect': 'Desconectar',
    'locks.page.disconnectTitle': '¿Desconectar la cuenta TTLock?',
    'locks.page.disconnectText':
      'Ya no se crean ni cambian contraseñas en las cerraduras; las que ya están en ellas siguen valiendo hasta el fin de cada estancia.',
    'locks.page.disconnected': 'Cuenta TTLock desconectada',
    'locks.page.ownerOnly': 'Solo el titular de la cuenta conecta o desconecta TTLock.',
    'locks.page.houses': 'Cerradura de cada propiedad',
    'locks.page.connectFirst':
      'Conecta la cuenta TTLock para elegir la cerradura de cada propiedad.',
    'locks.page.noLocks':
      'La cuenta TTLock no tiene cerraduras. Añádelas en la app TTLock y recarga esta página.',
    'locks.page.lock': 'Cerradura',
    'locks.page.noLock': 'Sin cerradura',
    'locks.page.missingLock': 'Cerradura {lockId} (no está en la cuenta TTLock)',
    'locks.page.lockOption': '{name} · batería {battery} %',
    'locks.page.noGateway': '{name} · sin puente Wi-Fi',
    'locks.page.leadTime':
      'El huésped de una reserva aprobada ve la contraseña en su enlace {hours, plural, =0 {desde el check-in de las {checkIn}} one {desde las {from}, 1 hora antes del check-in de las {checkIn}} other {desde las {from}, # horas antes del check-in de las {checkIn}}}, como se definió en la configuración; la contraseña abre la cerradura desde el check-in hasta el check-out de las {checkOut}. Horas de {zone}.',
    'locks.test.button': 'Probar una contraseña',
    'locks.test.pending': 'Creando contraseña de prueba…',
    'locks.test.ready':
      'Teclea {passcode} en la cerradura ahora; deja de funcionar a las {until}, cuando se borra de la cerradura.',
    'locks.test.failed': 'No se pudo crear la contraseña de prueba en la cerradura.',
    'locks.test.removing':
      'La última contraseña de prueba se borrará de la cerradura a las {time}.',
    'locks.test.removed': 'La última contraseña de prueba se borró de la cerradura a las {time}.',
    'locks.test.stillOnLock':
      'La última contraseña de prueba sigue en la cerradura; no se pudo borrar.',
    'locks.test.deleteByHand': 'Bórrala en la app TTLock.',
    'locks.test.retrying': 'Chegada lo intenta de nuevo por sí sola.',
  },
});
