import { defineMessages } from './define-messages';

/** Registration (/register, POST /api/register): the rules of product spec §5. */
export const registrationMessages = defineMessages({
  'pt-BR': {
    'registration.emailTaken': 'E-mail já cadastrado',
    'registration.passwordsMustMatch': 'As senhas devem ser iguais',
    'registration.invalidPhone': 'Telefone inválido',
    'registration.invalidWebsite': 'Site inválido',
    'registration.invalidCnpj': 'CNPJ inválido',
    'registration.quantityRange': 'Informe um número de 1 a 1000',
  },
  'en-US': {
    'registration.emailTaken': 'Email already registered',
    'registration.passwordsMustMatch': 'Passwords must match',
    'registration.invalidPhone': 'Invalid phone number',
    'registration.invalidWebsite': 'Invalid website',
    'registration.invalidCnpj': 'Invalid CNPJ',
    'registration.quantityRange': 'Enter a number from 1 to 1000',
  },
  'es-ES': {
    'registration.emailTaken': 'Correo electrónico ya registrado',
    'registration.passwordsMustMatch': 'Las contraseñas deben coincidir',
    'registration.invalidPhone': 'Teléfono no válido',
    'registration.invalidWebsite': 'Sitio web no válido',
    'registration.invalidCnpj': 'CNPJ no válido',
    'registration.quantityRange': 'Introduce un número del 1 al 1000',
  },
});
