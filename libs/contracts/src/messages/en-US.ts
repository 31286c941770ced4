import type { Messages } from './catalogue';

export const enUS: Messages = {
  'error.VALIDATION_FAILED': 'Fill in all required fields',
  'error.INVALID_JSON': 'The request body is not valid JSON',
  'error.PAYLOAD_TOO_LARGE': 'The upload is larger than allowed',
  'error.NOT_FOUND': 'No data found',
  'error.UNAUTHENTICATED': 'Your session has ended. Please log in again.',
  'error.FORBIDDEN': 'You are not allowed to do this',
  'error.INVALID_CREDENTIALS': 'Invalid email or password',
  'error.TOO_MANY_ATTEMPTS':
    'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'error.INTERNAL_ERROR': 'Erro interno no servidor',
  'validation.required': 'Required field',
  'validation.email': 'Invalid email',
  'validation.numbersOnly': 'Numbers only',
  'validation.integer': 'Integers only',
  'validation.uppercase': 'Capital letters only',
  'validation.maxLength': 'Maximum length {max}',
  'validation.minLength': 'Minimum length {min}',
  'validation.exactLength': 'Invalid length',
  'validation.characterNotAllowed': 'Character {character} not allowed',
  'validation.chooseOne': 'Choose at least one value',
  'validation.invalidFormat': 'Invalid format',
  'validation.unknownField': 'Field not allowed',
  'validation.type': 'Invalid value type',
};
