import { object, string, type InferType } from 'yup';

/** Login (product spec §5): e-mail and password required. */
export const loginSchema = object({
  email: string().trim().required('validation.required').email('validation.email'),
  password: string().required('validation.required'),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type LoginRequest = InferType<typeof loginSchema>;
