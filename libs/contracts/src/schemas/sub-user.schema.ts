import { boolean, object, string, type InferType } from 'yup';
import { optionalPhoneString } from './phone.schema';
import { newPasswordFields } from './register.schema';

// The fields a sub-user shares with registration follow its rules and messages (spec §5).
const name = () => string().trim().max(120, 'validation.maxLength');
const email = () => string().trim().email('validation.email').max(254, 'validation.maxLength');

/** POST /api/users: a store owner adds a sub-user to its account. */
export const createSubUserSchema = object({
  name: name().required('validation.required'),
  email: email().required('validation.required'),
  ...newPasswordFields(),
  phone: optionalPhoneString(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type CreateSubUserRequest = InferType<typeof createSubUserSchema>;

const { password, confirmPassword } = newPasswordFields();

/** PUT /api/users/:id: any subset; a new password comes with its confirmation. */
export const updateSubUserSchema = object({
  name: name().min(1, 'validation.required').optional(),
  email: email().min(1, 'validation.required').optional(),
  phone: optionalPhoneString(),
  password: password.optional(),
  confirmPassword: confirmPassword.optional().when('password', {
    is: (value: unknown) => value !== undefined,
    then: (schema) => schema.required('validation.required'),
  }),
  active: boolean().optional(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type UpdateSubUserRequest = InferType<typeof updateSubUserSchema>;
