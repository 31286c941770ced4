import { defineMessages } from '@chegada/contracts';

/** /u/videos: one short topic each, with the written steps shown while no video exists. */
export const videosMessages = defineMessages({
  'pt-BR': {
    'videos.intro': 'Vídeos curtos sobre as tarefas do dia a dia.',
    'videos.stepsTitle': 'Passo a passo',
    'videos.noVideoSupport': 'Seu navegador não reproduz este vídeo.',
    'videos.registerProperty.title': 'Cadastrar um imóvel',
    'videos.registerProperty.description':
      'Cadastre cada imóvel uma vez; as reservas e os links dos hóspedes usam esses dados.',
    'videos.registerProperty.step1': 'Abra Imóveis no menu e escolha Adicionar imóvel.',
    'videos.registerProperty.step2': 'Informe o nome, o endereço e a capacidade de hóspedes.',
    'videos.registerProperty.step3': 'Indique se o imóvel usa fechadura inteligente.',
    'videos.registerProperty.step4': 'Salve: o imóvel aparece na lista e já recebe reservas.',
    'videos.sendGuestLink.title': 'Enviar o link ao hóspede',
    'videos.sendGuestLink.description':
      'Cada reserva tem um link para o hóspede preencher a ficha, enviar documentos e a selfie.',
    'videos.sendGuestLink.step1': 'Em Reservas, abra a reserva do hóspede.',
    'videos.sendGuestLink.step2': 'Copie o link da ficha.',
    'videos.sendGuestLink.step3': 'Envie o link ao hóspede principal por WhatsApp ou e-mail.',
    'videos.sendGuestLink.step4':
      'Os hóspedes adicionais recebem um link próprio, copiado da mesma reserva.',
    'videos.approveReservation.title': 'Aprovar uma reserva',
    'videos.approveReservation.description':
      'Confira os dados enviados pelo hóspede e aprove ou peça ajustes.',
    'videos.approveReservation.step1': 'Em Reservas, filtre por Aguardando aprovação.',
    'videos.approveReservation.step2': 'Confira os documentos, a selfie e os dados da estadia.',
    'videos.approveReservation.step3': 'Clique em Aprovar, ou em Recusar informando o motivo.',
    'videos.approveReservation.step4': 'O hóspede é avisado conforme as suas configurações.',
    'videos.smartLocks.title': 'Fechaduras inteligentes',
    'videos.smartLocks.description':
      'Com uma fechadura inteligente, a senha de acesso é criada e enviada automaticamente.',
    'videos.smartLocks.step1': 'Abra Configuração de fechaduras e conecte a sua conta.',
    'videos.smartLocks.step2': 'Associe cada fechadura ao seu imóvel.',
    'videos.smartLocks.step3':
      'Defina em Configurações quantas horas antes do check-in o acesso é liberado.',
    'videos.smartLocks.step4': 'Após a aprovação, o hóspede recebe a senha válida para a estadia.',
    'videos.pixDeposit.title': 'Caução por pix',
    'videos.pixDeposit.description':
      'Peça uma caução em R$ paga por pix, com o comprovante anexado à ficha.',
    'videos.pixDeposit.step1': 'Em Configurações, ative a etapa de caução.',
    'videos.pixDeposit.step2': 'No imóvel, informe o valor e a sua chave pix.',
    'videos.pixDeposit.step3': 'O hóspede paga e anexa o comprovante na ficha.',
    'videos.pixDeposit.step4': 'Confira o comprovante antes de aprovar a reserva.',
  },
  'en-US': {
    'videos.intro': 'Short videos about everyday tasks.',
    'videos.stepsTitle': 'Step by step',
    'videos.noVideoSupport': 'Your browser cannot play this video.',
    'videos.registerProperty.title': 'Registering a property',
    'videos.registerProperty.description':
      'Register each property once; bookings and guest links use its details.',
    'videos.registerProperty.step1': 'Open Property in the menu and choose Add property.',
    'videos.registerProperty.step2': 'Enter its name, address and guest capacity.',
    'videos.registerProperty.step3': 'Say whether it uses a smart lock.',
    'videos.registerProperty.step4': 'Save: the property shows in the list, ready for bookings.',
    'videos.sendGuestLink.title': 'Sending the guest link',
    'videos.sendGuestLink.description':
      'Every booking has a link where the guest fills in the form and sends documents and a selfie.',
    'videos.sendGuestLink.step1': "Under Reservations, open the guest's booking.",
    'videos.sendGuestLink.step2': "Copy the form's link.",
    'videos.sendGuestLink.step3': 'Send it to the main guest by WhatsApp or email.',
    'videos.sendGuestLink.step4':
      'Additional guests get a link of their own, copied from the same booking.',
    'videos.approveReservation.title': 'Approving a booking',
    'videos.approveReservation.description':
      'Check what the guest sent, then approve it or ask for changes.',
    'videos.approveReservation.step1': 'Under Reservations, filter by Waiting for approval.',
    'videos.approveReservation.step2': 'Check the documents, the selfie and the stay details.',
    'videos.approveReservation.step3': 'Click Approve, or Refuse giving the reason.',
    'videos.approveReservation.step4': 'The guest is told as your settings say.',
    'videos.smartLocks.title': 'Smart locks',
    'videos.smartLocks.description':
      'With a smart lock, the access code is created and sent automatically.',
    'videos.smartLocks.step1': 'Open Lock key configuration and connect your account.',
    'videos.smartLocks.step2': 'Link each lock to its property.',
    'videos.smartLocks.step3': 'In Settings, choose how many hours before check-in access opens.',
    'videos.smartLocks.step4': 'Once approved, the guest gets a code valid for the stay.',
    'videos.pixDeposit.title': 'Pix deposit',
    'videos.pixDeposit.description':
      'Ask for a deposit in R$ paid by pix, with the proof attached to the form.',
    'videos.pixDeposit.step1': 'In Settings, turn on the deposit step.',
    'videos.pixDeposit.step2': 'On the property, enter the amount and your pix key.',
    'videos.pixDeposit.step3': 'The guest pays and attaches the proof to the form.',
    'videos.pixDeposit.step4': 'Check the proof before approving the booking.',
  },
  'es-ES': {
    'videos.intro': 'Vídeos cortos sobre las tareas del día a día.',
    'videos.stepsTitle': 'Paso a paso',
    'videos.noVideoSupport': 'Su navegador no puede reproducir este vídeo.',
    'videos.registerProperty.title': 'Registrar un inmueble',
    'videos.registerProperty.description':
      'Registre cada inmueble una vez; las reservas y los enlaces de los huéspedes usan sus datos.',
    'videos.registerProperty.step1': 'Abra Propiedades en el menú y elija Añadir propiedad.',
    'videos.registerProperty.step2': 'Indique el nombre, la dirección y la capacidad de huéspedes.',
    'videos.registerProperty.step3': 'Indique si usa cerradura inteligente.',
    'videos.registerProperty.step4':
      'Guarde: el inmueble aparece en la lista y ya admite reservas.',
    'videos.sendGuestLink.title': 'Enviar el enlace al huésped',
    'videos.sendGuestLink.description':
      'Cada reserva tiene un enlace donde el huésped rellena la ficha y envía documentos y un selfi.',
    'videos.sendGuestLink.step1': 'En Reservas, abra la reserva del huésped.',
    'videos.sendGuestLink.step2': 'Copie el enlace de la ficha.',
    'videos.sendGuestLink.step3': 'Envíelo al huésped principal por WhatsApp o correo.',
    'videos.sendGuestLink.step4':
      'Los huéspedes adicionales reciben su propio enlace, copiado de la misma reserva.',
    'videos.approveReservation.title': 'Aprobar una reserva',
    'videos.approveReservation.description':
      'Revise lo que envió el huésped y apruébelo o pida cambios.',
    'videos.approveReservation.step1': 'En Reservas, filtre por Pendiente de aprobación.',
    'videos.approveReservation.step2':
      'Revise los documentos, el selfi y los datos de la estancia.',
    'videos.approveReservation.step3': 'Pulse Aprobar, o Rechazar indicando el motivo.',
    'videos.approveReservation.step4': 'Se avisa al huésped según su configuración.',
    'videos.smartLocks.title': 'Cerraduras inteligentes',
    'videos.smartLocks.description':
      'Con una cerradura inteligente, el código de acceso se crea y se envía automáticamente.',
    'videos.smartLocks.step1': 'Abra Configuración de cerraduras y conecte su cuenta.',
    'videos.smartLocks.step2': 'Asocie cada cerradura a su inmueble.',
    'videos.smartLocks.step3':
      'En Configuración, indique cuántas horas antes de la entrada se libera el acceso.',
    'videos.smartLocks.step4':
      'Tras la aprobación, el huésped recibe un código válido para la estancia.',
    'videos.pixDeposit.title': 'Fianza por pix',
    'videos.pixDeposit.description':
      'Pida una fianza en R$ pagada por pix, con el justificante adjunto a la ficha.',
    'videos.pixDeposit.step1': 'En Configuración, active el paso de la fianza.',
    'videos.pixDeposit.step2': 'En el inmueble, indique el importe y su clave pix.',
    'videos.pixDeposit.step3': 'El huésped paga y adjunta el justificante a la ficha.',
    'videos.pixDeposit.step4': 'Revise el justificante antes de aprobar la reserva.',
  },
});
