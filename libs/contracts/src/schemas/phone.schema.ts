import { string } from 'yup';
import { isValidPhone } from '@chegada/domain';

/** A phone that may be left out or cleared (null); when given, valid as registration's. */
export const optionalPhoneString = () =>
  string()
    .trim()
    .max(30, 'validation.maxLength')
    .nullable()
    .optional()
    .test('phone', 'registration.invalidPhone', (value) => !value || isValidPhone(value));
