import { object, string, type InferType } from 'yup';
import { newPasswordFields, registerSchema } from './register.schema';

/** POST /api/recover-password: the e-mail of the account to recover. */
export const recoverPasswordSchema = object({
  email: string()
    .trim()
    .required('validation.required')
    .max(254, 'validation.maxLength')
    .email('validation.email'),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type RecoverPasswordRequest = InferType<typeof recoverPasswordSchema>;

/**
 * POST /api/reset-password: the token of the e-mailed link and the new password, under the
 * same rules and messages as at registration (at least 6 characters, 'Passwords must match').
 */
export const resetPasswordSchema = registerSchema.pick(['password', 'confirmPassword']).shape({
  token: string().trim().required('validation.required').max(200, 'validation.maxLength'),
});

export type ResetPasswordRequest = InferType<typeof resetPasswordSchema>;

/**
 * PUT /api/me/password: the signed-in user's current password and a new one, under the
 * registration rules (at least 6 characters). The profile screen asks for the confirmation.
 */
export const changePasswordSchema = object({
  currentPassword: string().required('validation.required').max(200, 'validation.maxLength'),
  newPassword: newPasswordFields().password,
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type ChangePasswordRequest = InferType<typeof changePasswordSchema>;
