import { defineMessages } from './define-messages';

/**
 * The guest form (PUT /api/stays/guestForm/:id and the web form): field rules of product spec
 * §5 with the texts of §8 where it gives them. 'Fill in all required fields' is
 * error.VALIDATION_FAILED.
 */
export const guestFormMessages = defineMessages({
  'pt-BR': {
    'guestForm.invalidCpf': 'CPF inválido',
    'guestForm.invalidForeignDocument':
      'Documento inválido: informe o passaporte, RNE ou CRNM, de 5 a 20 letras e números',
    'guestForm.invalidDate': 'Data inválida',
    'guestForm.birthDateInFuture': 'A data de nascimento não pode estar no futuro',
    'guestForm.birthDateTooOld': 'Confira a data de nascimento: mais de {years} anos atrás',
    'guestForm.underage':
      'O hóspede principal precisa ter ao menos {minAge} anos na data do check-in',
    'guestForm.checkInInPast': 'O check-in não pode ser antes de hoje',
    'guestForm.checkInBeforeBooking':
      'O check-in não pode ser antes de {booked, date, long}, o dia da reserva',
    'guestForm.checkInTooEarly': 'O check-in é permitido a partir das {time}',
    'guestForm.checkOutTooLate': 'O check-out deve ser até as {time}',
    'guestForm.checkOutBeforeCheckIn': 'O check-out deve ser depois do check-in',
    'guestForm.visitPurposeRequired': 'Escolha o motivo da viagem ou "Prefiro não informar"',
    'guestForm.invalidVisitPurpose': 'Motivo da viagem inválido',
    'guestForm.invalidGender': 'Gênero inválido',
    'guestForm.invalidTransport': 'Meio de transporte inválido',
    'guestForm.atLeastOneAdult': 'Informe ao menos um adulto',
    'guestForm.childrenNotNegative': 'Informe 0 ou mais crianças',
    'guestForm.maxGuestsReached': 'Número máximo de hóspedes atingido!',
    'guestForm.tooManyGuests':
      'Número máximo de hóspedes atingido! Esta reserva é para até {max, plural, one {# hóspede} other {# hóspedes}}.',
    'guestForm.tooManyVehicles':
      '{max, plural, =0 {Este imóvel não tem vagas de estacionamento} one {Este imóvel tem # vaga de estacionamento} other {Este imóvel tem # vagas de estacionamento}}',
    'guestForm.invalidVehicleType': 'Escolha carro ou moto',
    'guestForm.invalidPlate': 'Placa inválida: use ABC-1234 ou ABC1D23',
    'guestForm.acceptTerms': 'Você precisa aceitar os termos para continuar',
    'guestForm.fileRequired': 'Envie este arquivo',
    'guestForm.invalidBirthCertificate':
      'Certidão inválida: informe os 32 números da matrícula, com ou sem pontos',
    'guestForm.invalidDocumentKind': 'Escolha CPF, certidão de nascimento ou passaporte',
    'guestForm.cpfFromAge': 'A partir dos {years} anos na data do check-in, informe o CPF',
    'guestForm.petCountRange': 'Informe de 1 a {max} animais',
    'guestForm.invalidPetKind': 'Escolha cão, gato ou outro',
  },
  'en-US': {
    'guestForm.invalidCpf': 'Invalid CPF',
    'guestForm.invalidForeignDocument':
      'Invalid document: enter your passport, RNE or CRNM, 5 to 20 letters and digits',
    'guestForm.invalidDate': 'Invalid date',
    'guestForm.birthDateInFuture': 'The birth date cannot be in the future',
    'guestForm.birthDateTooOld': 'Check the birth date: it is more than {years} years ago',
    'guestForm.underage': 'The main guest must be at least {minAge} years old on the check-in date',
    'guestForm.checkInInPast': 'Check-in cannot be before today',
    'guestForm.checkInBeforeBooking':
      'Check-in cannot be before {booked, date, long}, the booked day',
    'guestForm.checkInTooEarly': 'Check-in is allowed from {time}',
    'guestForm.checkOutTooLate': 'Check-out must be by {time}',
    'guestForm.checkOutBeforeCheckIn': 'Check-out must be after check-in',
    'guestForm.visitPurposeRequired': 'Choose the purpose of your visit or "Prefer not to say"',
    'guestForm.invalidVisitPurpose': 'Invalid purpose of visit',
    'guestForm.invalidGender': 'Invalid gender',
    'guestForm.invalidTransport': 'Invalid means of transport',
    'guestForm.atLeastOneAdult': 'Enter at least one adult',
    'guestForm.childrenNotNegative': 'Enter 0 or more children',
    'guestForm.maxGuestsReached': 'Max guests reached!',
    'guestForm.tooManyGuests':
      'Max guests reached! This reservation is for up to {max, plural, one {# guest} other {# guests}}.',
    'guestForm.tooManyVehicles':
      '{max, plural, =0 {This property has no parking space} one {This property has # parking space} other {This property has # parking spaces}}',
    'guestForm.invalidVehicleType': 'Choose car or motorcycle',
    'guestForm.invalidPlate': 'Invalid plate: use ABC-1234 or ABC1D23',
    'guestForm.acceptTerms': 'You must accept the terms to continue',
    'guestForm.fileRequired': 'Send this file',
    'guestForm.invalidBirthCertificate':
      'Invalid birth certificate: enter the 32 digits of its registration number (matrícula)',
    'guestForm.invalidDocumentKind': 'Choose CPF, birth certificate or passport',
    'guestForm.cpfFromAge': 'From {years} years old on the check-in date, enter the CPF',
    'guestForm.petCountRange': 'Enter 1 to {max} pets',
    'guestForm.invalidPetKind': 'Choose dog, cat or other',
  },
  'es-ES': {
    'guestForm.invalidCpf': 'CPF no válido',
    'guestForm.invalidForeignDocument':
      'Documento no válido: introduce tu pasaporte, RNE o CRNM, de 5 a 20 letras y números',
    'guestForm.invalidDate': 'Fecha no válida',
    'guestForm.birthDateInFuture': 'La fecha de nacimiento no puede ser futura',
    'guestForm.birthDateTooOld': 'Revisa la fecha de nacimiento: es de hace más de {years} años',
    'guestForm.underage':
      'El huésped principal debe tener al menos {minAge} años en la fecha del check-in',
    'guestForm.checkInInPast': 'El check-in no puede ser anterior a hoy',
    'guestForm.checkInBeforeBooking':
      'El check-in no puede ser anterior al {booked, date, long}, el día reservado',
    'guestForm.checkInTooEarly': 'El check-in se permite a partir de las {time}',
    'guestForm.checkOutTooLate': 'El check-out debe ser como máximo a las {time}',
    'guestForm.checkOutBeforeCheckIn': 'El check-out debe ser posterior al check-in',
    'guestForm.visitPurposeRequired': 'Elige el motivo del viaje o "Prefiero no informar"',
    'guestForm.invalidVisitPurpose': 'Motivo del viaje no válido',
    'guestForm.invalidGender': 'Género no válido',
    'guestForm.invalidTransport': 'Medio de transporte no válido',
    'guestForm.atLeastOneAdult': 'Indica al menos un adulto',
    'guestForm.childrenNotNegative': 'Indica 0 o más niños',
    'guestForm.maxGuestsReached': '¡Número máximo de huéspedes alcanzado!',
    'guestForm.tooManyGuests':
      '¡Número máximo de huéspedes alcanzado! Esta reserva es para hasta {max, plural, one {# huésped} other {# huéspedes}}.',
    'guestForm.tooManyVehicles':
      '{max, plural, =0 {Esta propiedad no tiene plazas de aparcamiento} one {Esta propiedad tiene # plaza de aparcamiento} other {Esta propiedad tiene # plazas de aparcamiento}}',
    'guestForm.invalidVehicleType': 'Elige coche o moto',
    'guestForm.invalidPlate': 'Matrícula no válida: usa ABC-1234 o ABC1D23',
    'guestForm.acceptTerms': 'Debes aceptar los términos para continuar',
    'guestForm.fileRequired': 'Envía este archivo',
    'guestForm.invalidBirthCertificate':
      'Certificado de nacimiento no válido: introduce los 32 números de la matrícula',
    'guestForm.invalidDocumentKind': 'Elige CPF, certificado de nacimiento o pasaporte',
    'guestForm.cpfFromAge':
      'A partir de los {years} años en la fecha del check-in, introduce el CPF',
    'guestForm.petCountRange': 'Indica de 1 a {max} mascotas',
    'guestForm.invalidPetKind': 'Elige perro, gato u otro',
  },
});
