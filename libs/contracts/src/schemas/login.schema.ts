import { object, string, type InferType } from 'yup';

const loginCode = string()
  .trim()
  .matches(/^\d{6}$/, { message: 'loginCode.sixDigits', excludeEmptyString: true });

/**
 * Login (product spec §5): e-mail and password required; `code`, the one-time code e-mailed
 * when the API answers LOGIN_CODE_REQUIRED, only then.
 */
export const loginSchema = object({
  email: string().trim().required('validation.required').email('validation.email'),
  password: string().required('validation.required'),
  code: loginCode.optional(),
})
  .noUnknown('validation.unknownField')
  .strict(false);

/** The login form once the API asked for a code: the code is then required. */
export const loginWithCodeSchema = loginSchema.shape({
  code: loginCode.required('validation.required'),
});

export type LoginRequest = InferType<typeof loginSchema>;
