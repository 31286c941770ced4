import { defineMessages } from '@chegada/contracts';

/**
 * Issue 27's guest form details: a child's document other than a CPF, the selfie a child's
 * main guest may take, pets with a count and a kind, the address's neighbourhood.
 */
export const guestDetailsMessages = defineMessages({
  'pt-BR': {
    'guest.field.documentKind': 'Documento',
    'guest.field.documentKindHint':
      'Menores de 12 anos podem informar a certidão de nascimento ou o passaporte no lugar do CPF.',
    'guest.field.documentKind.cpf': 'CPF',
    'guest.field.documentKind.birthCertificate': 'Certidão de nascimento',
    'guest.field.documentKind.passport': 'Passaporte',
    'guest.field.birthCertificate': 'Matrícula da certidão de nascimento',
    'guest.field.birthCertificateHint': 'Os 32 números da matrícula, com ou sem pontos',
    'guest.field.childPassport': 'Número do passaporte',
    'guest.selfie.mainGuestMayTake':
      'Para menores de 18 anos, o hóspede principal pode tirar a selfie.',
    'guest.field.petCount': 'Quantos animais',
    'guest.field.petKind': 'Que animais',
    'guest.field.petKind.dog': 'Cão',
    'guest.field.petKind.cat': 'Gato',
    'guest.field.petKind.other': 'Outro',
    'guest.field.petKindOther': 'Qual animal',
    'guest.field.neighborhood': 'Bairro',
  },
  'en-US': {
    'guest.field.documentKind': 'Document',
    'guest.field.documentKindHint':
      'Under 12, a birth certificate or a passport will do instead of a CPF.',
    'guest.field.documentKind.cpf': 'CPF',
    'guest.field.documentKind.birthCertificate': 'Birth certificate',
    'guest.field.documentKind.passport': 'Passport',
    'guest.field.birthCertificate': 'Birth certificate number (matrícula)',
    'guest.field.birthCertificateHint': 'The 32 digits of the matrícula, with or without dots',
    'guest.field.childPassport': 'Passport number',
    'guest.selfie.mainGuestMayTake': 'For a guest under 18, the main guest may take the selfie.',
    'guest.field.petCount': 'How many pets',
    'guest.field.petKind': 'Which pets',
    'guest.field.petKind.dog': 'Dog',
    'guest.field.petKind.cat': 'Cat',
    'guest.field.petKind.other': 'Other',
    'guest.field.petKindOther': 'Which animal',
    'guest.field.neighborhood': 'Neighbourhood',
  },
  'es-ES': {
    'guest.field.documentKind': 'Documento',
    'guest.field.documentKindHint':
      'Con menos de 12 años, vale el certificado de nacimiento o el pasaporte en lugar del CPF.',
    'guest.field.documentKind.cpf': 'CPF',
    'guest.field.documentKind.birthCertificate': 'Certificado de nacimiento',
    'guest.field.documentKind.passport': 'Pasaporte',
    'guest.field.birthCertificate': 'Matrícula del certificado de nacimiento',
    'guest.field.birthCertificateHint': 'Los 32 números de la matrícula, con o sin puntos',
    'guest.field.childPassport': 'Número de pasaporte',
    'guest.selfie.mainGuestMayTake':
      'Si el huésped es menor de 18 años, el huésped principal puede hacer el selfie.',
    'guest.field.petCount': 'Cuántas mascotas',
    'guest.field.petKind': 'Qué mascotas',
    'guest.field.petKind.dog': 'Perro',
    'guest.field.petKind.cat': 'Gato',
    'guest.field.petKind.other': 'Otra',
    'guest.field.petKindOther': 'Qué animal',
    'guest.field.neighborhood': 'Barrio',
  },
});
