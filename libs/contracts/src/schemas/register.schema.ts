import { boolean, object, string, type InferType } from 'yup';
import { isValidCnpj, isValidPhone, isValidWebsite } from '@chegada/domain';
import { integer } from './scalar-fields';

/** Passwords shorter than this are refused (product spec §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** A store owner declares how many properties it manages (product spec §9). */
export const QUANTITY_OF_PROPERTIES = { min: 1, max: 1000 } as const;

const requiredText = (max: number) =>
  string().trim().required('validation.required').max(max, 'validation.maxLength');

// Absent values are left to `required`, so an empty field shows one message, not two.
const valid = (check: (value: string) => boolean) => (value: string | null | undefined) =>
  !value || check(value);

/** A mobile or fixed-line phone; Brazilian when typed without a country code. */
export const phoneString = () =>
  requiredText(30).test('phone', 'registration.invalidPhone', valid(isValidPhone));

/** A CNPJ with right check digits, numeric or alphanumeric, with or without punctuation. */
export const cnpjString = () =>
  requiredText(18).test('cnpj', 'registration.invalidCnpj', valid(isValidCnpj));

/** An optional http(s) address of a real host; the scheme may be left out. */
export const websiteString = () =>
  string()
    .trim()
    .max(255, 'validation.maxLength')
    .nullable()
    .optional()
    .test('website', 'registration.invalidWebsite', valid(isValidWebsite));

/**
 * A new password and its confirmation, as registration and password reset ask them. An empty
 * confirmation shows only 'required' (Yup's oneOf would hide it behind 'Passwords must match').
 */
export const newPasswordFields = () => ({
  password: string()
    .required('validation.required')
    .min(PASSWORD_MIN_LENGTH, 'validation.minLength')
    .max(200, 'validation.maxLength'),
  confirmPassword: string()
    .required('validation.required')
    .test('matches', 'registration.passwordsMustMatch', function matches(value) {
      return !value || value === (this.parent as { password?: unknown }).password;
    }),
});

/** POST /api/register: a store owner with its company (product spec §3 and §5). */
export const registerSchema = object({
  name: requiredText(120),
  email: requiredText(254).email('validation.email'),
  phone: phoneString(),
  companyName: requiredText(120),
  cnpj: cnpjString(),
  website: websiteString(),
  ...newPasswordFields(),
  quantityOfProperties: integer('validation.numbersOnly')
    .required('validation.required')
    .min(QUANTITY_OF_PROPERTIES.min, 'registration.quantityRange')
    .max(QUANTITY_OF_PROPERTIES.max, 'registration.quantityRange'),
  /** Starts on the free trial without choosing a paid plan now. */
  skipSubscription: boolean().typeError('validation.type').optional(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type RegisterRequest = InferType<typeof registerSchema>;
