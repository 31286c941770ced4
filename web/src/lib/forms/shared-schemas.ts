/**
 * The schemas of the public forms (shared with the server), and with them Yup: ~13 KB gzip
 * that a form's page does not wait for. The page renders with its fields at once and this
 * chunk arrives while the visitor reads it (lazy-schemas.ts); the first check awaits it.
 */
export {
  contactSchema,
  loginSchema,
  newContactSchema,
  recoverPasswordSchema,
  registerSchema,
  resetPasswordSchema,
} from '@chegada/contracts';
