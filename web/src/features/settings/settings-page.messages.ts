import { defineMessages } from '@chegada/contracts';

/** /u/config: the account's settings, in sections (the shared catalogue has their errors). */
export const settingsPageMessages = defineMessages({
  'pt-BR': {
    'settings.section.languages': 'Idiomas da ficha do hóspede',
    'settings.section.notifications': 'Notificações',
    'settings.section.contacts': 'Contatos',
    'settings.section.guestForm': 'Ficha e acesso',
    'settings.field.defaultLanguage': 'Idioma padrão',
    'settings.field.guestLanguages': 'Idiomas oferecidos aos hóspedes',
    'settings.field.emailGuestLinkOnCreation':
      'E-mail ao hóspede com o link da ficha quando a reserva for criada',
    'settings.field.whatsappGuestLinkOnCreation':
      'WhatsApp ao hóspede com o link da ficha quando a reserva for criada',
    'settings.field.whatsappGuestOnApproval': 'WhatsApp ao hóspede quando a reserva for aprovada',
    'settings.field.whatsappGuestOnRefusal': 'WhatsApp ao hóspede quando a ficha for recusada',
    'settings.field.whatsappHostOnSubmission': 'WhatsApp para mim quando um hóspede enviar a ficha',
    'settings.field.emailGuestOnApproval': 'E-mail ao hóspede quando a reserva for aprovada',
    'settings.field.emailGuestOnRefusal': 'E-mail ao hóspede quando a ficha for recusada',
    'settings.field.emailHostOnSubmission': 'E-mail para mim quando um hóspede enviar a ficha',
    'settings.field.hostContactPhone': 'Telefone de contato mostrado aos hóspedes',
    'settings.field.hostContactEmail': 'E-mail de contato mostrado aos hóspedes',
    'settings.field.doormanListEmail': 'E-mail da portaria para a lista de chegadas',
    'settings.field.requireSelfie': 'Exigir selfie do hóspede',
    'settings.field.showDepositStep': 'Imóveis novos começam com a seção de caução (pix) aberta',
    'settings.field.showDepositStepHint':
      'Só muda o formulário de imóvel novo: o hóspede vê a etapa de caução em cada imóvel cuja caução passa de 0.',
    'settings.field.accessReleaseHoursBeforeCheckIn':
      'Liberar os dados de acesso (horas antes do check-in)',
    'settings.optionalHint': 'Deixe em branco para não usar.',
    'settings.save': 'Salvar',
    'settings.saving': 'Salvando…',
    'settings.saved': 'Dados atualizados',
    'settings.loadFailed': 'Erro ao obter as configurações',
  },
  'en-US': {
    'settings.section.languages': 'Guest form languages',
    'settings.section.notifications': 'Notifications',
    'settings.section.contacts': 'Contacts',
    'settings.section.guestForm': 'Guest form and access',
    'settings.field.defaultLanguage': 'Default language',
    'settings.field.guestLanguages': 'Languages offered to guests',
    'settings.field.emailGuestLinkOnCreation':
      'Email the guest the form link when the reservation is created',
    'settings.field.whatsappGuestLinkOnCreation':
      'WhatsApp the guest the form link when the reservation is created',
    'settings.field.whatsappGuestOnApproval': 'WhatsApp the guest when the reservation is approved',
    'settings.field.whatsappGuestOnRefusal': 'WhatsApp the guest when the form is refused',
    'settings.field.whatsappHostOnSubmission': 'WhatsApp me when a guest submits the form',
    'settings.field.emailGuestOnApproval': 'Email the guest when the reservation is approved',
    'settings.field.emailGuestOnRefusal': 'Email the guest when the form is refused',
    'settings.field.emailHostOnSubmission': 'Email me when a guest submits the form',
    'settings.field.hostContactPhone': 'Contact phone shown to guests',
    'settings.field.hostContactEmail': 'Contact email shown to guests',
    'settings.field.doormanListEmail': "Doorman's email for the arrivals list",
    'settings.field.requireSelfie': 'Require a guest selfie',
    'settings.field.showDepositStep': 'New properties start with the deposit (pix) section open',
    'settings.field.showDepositStepHint':
      'Only changes the new-property form: guests see the deposit step at each property whose deposit is above 0.',
    'settings.field.accessReleaseHoursBeforeCheckIn':
      'Release access details (hours before check-in)',
    'settings.optionalHint': 'Leave blank to use none.',
    'settings.save': 'Save',
    'settings.saving': 'Saving…',
    'settings.saved': 'Data updated',
    'settings.loadFailed': 'Error retrieving config',
  },
  'es-ES': {
    'settings.section.languages': 'Idiomas de la ficha del huésped',
    'settings.section.notifications': 'Notificaciones',
    'settings.section.contacts': 'Contactos',
    'settings.section.guestForm': 'Ficha y acceso',
    'settings.field.defaultLanguage': 'Idioma predeterminado',
    'settings.field.guestLanguages': 'Idiomas ofrecidos a los huéspedes',
    'settings.field.emailGuestLinkOnCreation':
      'Correo al huésped con el enlace del formulario al crear la reserva',
    'settings.field.whatsappGuestLinkOnCreation':
      'WhatsApp al huésped con el enlace del formulario al crear la reserva',
    'settings.field.whatsappGuestOnApproval': 'WhatsApp al huésped cuando se apruebe la reserva',
    'settings.field.whatsappGuestOnRefusal': 'WhatsApp al huésped cuando se rechace la ficha',
    'settings.field.whatsappHostOnSubmission': 'WhatsApp para mí cuando un huésped envíe la ficha',
    'settings.field.emailGuestOnApproval': 'Correo al huésped cuando se apruebe la reserva',
    'settings.field.emailGuestOnRefusal': 'Correo al huésped cuando se rechace la ficha',
    'settings.field.emailHostOnSubmission': 'Correo para mí cuando un huésped envíe la ficha',
    'settings.field.hostContactPhone': 'Teléfono de contacto mostrado a los huéspedes',
    'settings.field.hostContactEmail': 'Correo de contacto mostrado a los huéspedes',
    'settings.field.doormanListEmail': 'Correo de la portería para la lista de llegadas',
    'settings.field.requireSelfie': 'Exigir un selfie del huésped',
    'settings.field.showDepositStep':
      'Las propiedades nuevas empiezan con la sección de fianza (pix) abierta',
    'settings.field.showDepositStepHint':
      'Solo cambia el formulario de propiedad nueva: el huésped ve el paso de la fianza en cada propiedad cuya fianza supera 0.',
    'settings.field.accessReleaseHoursBeforeCheckIn':
      'Liberar los datos de acceso (horas antes de la entrada)',
    'settings.optionalHint': 'Déjalo en blanco para no usarlo.',
    'settings.save': 'Guardar',
    'settings.saving': 'Guardando…',
    'settings.saved': 'Datos actualizados',
    'settings.loadFailed': 'Error al obtener la configuración',
  },
});
