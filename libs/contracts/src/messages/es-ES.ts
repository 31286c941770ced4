import type { Messages } from './catalogue';

export const esES: Messages = {
  'error.VALIDATION_FAILED': 'Rellene todos los campos obligatorios',
  'error.INVALID_JSON': 'El cuerpo de la solicitud no es un JSON válido',
  'error.PAYLOAD_TOO_LARGE': 'El envío supera el tamaño máximo permitido',
  'error.NOT_FOUND': 'No se encontraron datos',
  'error.UNAUTHENTICATED': 'Su sesión ha finalizado. Inicie sesión de nuevo.',
  'error.FORBIDDEN': 'No tiene permiso para esta acción',
  'error.INVALID_CREDENTIALS': 'Correo electrónico o contraseña no válidos',
  'error.TOO_MANY_ATTEMPTS':
    'Demasiados intentos. Inténtelo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.',
  'error.INTERNAL_ERROR': 'Erro interno no servidor',
  'validation.required': 'Campo obligatorio',
  'validation.email': 'Correo electrónico no válido',
  'validation.numbersOnly': 'Solo números',
  'validation.integer': 'Solo números enteros',
  'validation.uppercase': 'Solo letras mayúsculas',
  'validation.maxLength': 'Longitud máxima de {max}',
  'validation.minLength': 'Longitud mínima de {min}',
  'validation.exactLength': 'Longitud inválida',
  'validation.characterNotAllowed': 'Carácter {character} no permitido',
  'validation.chooseOne': 'Elija al menos un valor',
  'validation.invalidFormat': 'Formato inválido',
  'validation.unknownField': 'Campo no permitido',
  'validation.type': 'Tipo de valor no válido',
};
