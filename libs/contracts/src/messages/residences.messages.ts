import { defineMessages } from './define-messages';

/** Properties (GET/POST/PUT/DELETE /api/residences): field rules and the plan's limit. */
export const residencesMessages = defineMessages({
  'pt-BR': {
    'error.RESIDENCE_HAS_OPEN_RESERVATIONS':
      'Este imóvel tem {count, plural, one {# reserva em andamento} other {# reservas em andamento}}. Finalize ou cancele antes de excluí-lo.',
    'error.PROPERTY_LIMIT_REACHED':
      'Seu plano permite até {limit, plural, one {# imóvel} other {# imóveis}}. Exclua um imóvel ou mude de plano para cadastrar outro.',
    'residences.invalidCep': 'CEP inválido: use 8 dígitos, como 00000-000',
    'residences.invalidState': 'UF inválida: use a sigla de um dos 27 estados, como SP',
    'residences.invalidCountry': 'País inválido: use o código de 2 letras, como BR',
    'residences.invalidTimeZone': 'Escolha um dos 11 fusos horários do Brasil',
    'residences.invalidTime': 'Horário inválido: use HH:mm, de 00:00 a 23:59',
    'residences.maxGuestsRange': 'Informe de 1 a 100 hóspedes',
    'residences.parkingSpacesRange': 'Informe de 0 a 50 vagas',
    'residences.invalidLanguage': 'Idioma não suportado: use pt-BR, en-US ou es-ES',
    'residences.doorCodeDigits': 'O código da porta deve ter de 4 a 9 dígitos',
    'residences.invalidPixKey':
      'Chave pix inválida: use CPF, CNPJ, e-mail, telefone (+55DDNNNNNNNNN) ou chave aleatória',
    'residences.pixKeyRequired': 'Informe a chave pix para cobrar o caução',
    'residences.depositRange': 'Informe o caução em centavos, de 0 a 10000000 (R$ 100.000,00)',
    'residences.invalidContactType':
      'Tipo de contato inválido: 0 (portaria), 1 (limpeza), 2 (responsável), 3 (proprietário) ou 4 (outro)',
    'residences.invalidPlaceType': 'Tipo de local inválido',
    'residences.invalidGuestLinkAutoSend':
      'Escolha quando enviar o link: não enviar, na hora ou alguns dias antes do check-in',
    'residences.guestLinkDaysBeforeRange': 'Informe de 1 a 30 dias antes do check-in',
  },
  'en-US': {
    'error.RESIDENCE_HAS_OPEN_RESERVATIONS':
      'This property has {count, plural, one {# open reservation} other {# open reservations}}. Finish or cancel them before deleting it.',
    'error.PROPERTY_LIMIT_REACHED':
      'Your plan allows up to {limit, plural, one {# property} other {# properties}}. Delete a property or change your plan to add another.',
    'residences.invalidCep': 'Invalid CEP: use 8 digits, as in 00000-000',
    'residences.invalidState': 'Invalid state: use the abbreviation of one of the 27, as in SP',
    'residences.invalidCountry': 'Invalid country: use its 2-letter code, as in BR',
    'residences.invalidTimeZone': 'Choose one of the 11 Brazilian time zones',
    'residences.invalidTime': 'Invalid time: use HH:mm, from 00:00 to 23:59',
    'residences.maxGuestsRange': 'Enter from 1 to 100 guests',
    'residences.parkingSpacesRange': 'Enter from 0 to 50 parking spaces',
    'residences.invalidLanguage': 'Unsupported language: use pt-BR, en-US or es-ES',
    'residences.doorCodeDigits': 'The door code must have 4 to 9 digits',
    'residences.invalidPixKey':
      'Invalid pix key: use a CPF, CNPJ, e-mail, phone (+55DDNNNNNNNNN) or random key',
    'residences.pixKeyRequired': 'Enter a pix key to charge a deposit',
    'residences.depositRange': 'Enter the deposit in centavos, from 0 to 10000000 (R$ 100,000.00)',
    'residences.invalidContactType':
      'Invalid contact type: 0 (doorman), 1 (cleaning), 2 (responsible), 3 (owner) or 4 (other)',
    'residences.invalidPlaceType': 'Invalid place type',
    'residences.invalidGuestLinkAutoSend':
      'Choose when the link goes: never by itself, at once or some days before check-in',
    'residences.guestLinkDaysBeforeRange': 'Enter from 1 to 30 days before check-in',
  },
  'es-ES': {
    'error.RESIDENCE_HAS_OPEN_RESERVATIONS':
      'Esta propiedad tiene {count, plural, one {# reserva en curso} other {# reservas en curso}}. Finalízalas o cancélalas antes de eliminarla.',
    'error.PROPERTY_LIMIT_REACHED':
      'Tu plan permite hasta {limit, plural, one {# propiedad} other {# propiedades}}. Elimina una propiedad o cambia de plan para registrar otra.',
    'residences.invalidCep': 'CEP no válido: usa 8 dígitos, como 00000-000',
    'residences.invalidState': 'Estado no válido: usa la sigla de uno de los 27, como SP',
    'residences.invalidCountry': 'País no válido: usa el código de 2 letras, como BR',
    'residences.invalidTimeZone': 'Elige una de las 11 zonas horarias de Brasil',
    'residences.invalidTime': 'Hora no válida: usa HH:mm, de 00:00 a 23:59',
    'residences.maxGuestsRange': 'Introduce de 1 a 100 huéspedes',
    'residences.parkingSpacesRange': 'Introduce de 0 a 50 plazas de aparcamiento',
    'residences.invalidLanguage': 'Idioma no admitido: usa pt-BR, en-US o es-ES',
    'residences.doorCodeDigits': 'El código de la puerta debe tener de 4 a 9 dígitos',
    'residences.invalidPixKey':
      'Clave pix no válida: usa CPF, CNPJ, correo electrónico, teléfono (+55DDNNNNNNNNN) o clave aleatoria',
    'residences.pixKeyRequired': 'Introduce una clave pix para cobrar la fianza',
    'residences.depositRange': 'Introduce la fianza en centavos, de 0 a 10000000 (R$ 100.000,00)',
    'residences.invalidContactType':
      'Tipo de contacto no válido: 0 (portería), 1 (limpieza), 2 (responsable), 3 (propietario) u 4 (otro)',
    'residences.invalidPlaceType': 'Tipo de lugar no válido',
    'residences.invalidGuestLinkAutoSend':
      'Elige cuándo enviar el enlace: no enviarlo, al momento o unos días antes de la llegada',
    'residences.guestLinkDaysBeforeRange': 'Introduce de 1 a 30 días antes de la llegada',
  },
});
